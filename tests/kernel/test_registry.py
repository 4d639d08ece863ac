"""The model registries agree: every TCP flavour and queue discipline the kernel
registers (kernel/tcp/*.pxi, kernel/queues/*.pxi) has its line in nslab.params
and a Tcl class, and every parameter of its table is a variable the kernel has."""
from nslab import _kernel, otcl, params as P
from nslab._kernel import Kernel


def test_tcp_flavours_match_params():
    assert set(_kernel.TCP_FLAVOURS) == {flavour for flavour, _ in P.TCP_CLASSES.values()}
    for cls in P.TCP_CLASSES:
        assert cls in otcl.NS2_CLASSES and cls in P.AGENT_CLASSES


def test_queue_disciplines_match_params():
    assert set(_kernel.QUEUE_KINDS) == set(P.QUEUE_CLASSES)
    for name in P.QUEUE_CLASSES:
        assert "Queue/" + name in otcl.NS2_CLASSES


def test_every_tcp_parameter_is_a_kernel_variable():
    for cls, (flavour, table) in P.TCP_CLASSES.items():
        k = Kernel()
        aid = k.add_tcp(flavour, P.defaults(table))
        missing = [name for name in table if not k.has_variable(aid, name)]
        assert not missing, (cls, missing)


def test_every_queue_parameter_is_a_link_variable():
    for name, table in P.QUEUE_CLASSES.items():
        k = Kernel()
        k.add_node(), k.add_node()
        lid = k.add_link(0, 1, 1e6, 0.01, 10)
        k.set_queue(lid, name)
        for key, value in P.defaults(table).items():
            k.link_set(lid, key, value)
            assert k.link_get(lid, key) == value, (name, key)


def test_field_offsets_lie_inside_their_struct_and_do_not_overlap():
    for table in [_kernel.TCP_FIELDS, *_kernel.FLAVOUR_FIELDS.values(),
                  *_kernel.QUEUE_FIELDS.values()]:
        offsets = [offset for offset, _ in table.values()]
        assert len(set(offsets)) == len(offsets)
        assert all(offset >= 0 for offset in offsets)


def test_kernel_layers_cannot_be_made_alone():
    """Kernel's layers (core/kernel_core.pxi) share its C functions, which take
    a Kernel: only the final class may be instantiated."""
    import pytest
    for layer in (_kernel.KernelCore, _kernel.KernelTraffic, _kernel.KernelNetwork):
        with pytest.raises(TypeError):
            layer()
    assert isinstance(Kernel(), _kernel.KernelCore)


def test_every_model_file_is_built_in_registry_order():
    """core/models.pxi (generated at build) includes every flavour and
    discipline file, each after the models with lower numbers it builds on."""
    from pathlib import Path
    import importlib.util
    kernel = Path(_kernel.__file__).parent
    spec = importlib.util.spec_from_file_location("model_files", kernel / "core" / "model_files.py")
    model_files = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(model_files)
    for folder, registry in (("tcp", _kernel.TCP_FLAVOURS), ("queues", _kernel.QUEUE_KINDS)):
        files = model_files.model_files(folder)
        numbers = [model_files.registry_number(folder, kernel / path) for path in files]
        assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
        assert set(numbers) <= set(registry.values())
        assert len(files) >= 6
    built = (kernel / "core" / "models.pxi").read_text()
    assert built.count("\ninclude ") == len(model_files.model_files("tcp")) + len(
        model_files.model_files("queues"))
