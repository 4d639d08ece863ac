# nslab's OTcl: ns-2's object system, written in Tcl (nslab.otcl.runner loads it into
# each script's interpreter after prelude.tcl).
#
# The model, as OTcl has it:
# * A class is a Tcl command (`Foo`, `Agent/UDP`) handled by ::nslab::otcl::class_command.
#   Its superclasses are those `Class Foo -superclass Bar` gave (Object by default); an
#   ns-2 class's are those the real ns has (ns2_classes.txt), else its name's prefix
#   (Agent/TCP/Reno -> Agent/TCP -> Agent), as tclcl makes them.  A class's heritage is its
#   precedence list: the superclasses, depth first, each after all of its subclasses.
# * An object is a Tcl command (`_o12`) handled by ::nslab::otcl::dispatch.  Its class is
#   class($handle).  Objects of nslab's built-in classes (python($handle)) have a Python
#   side that implements their C++ commands; a user class derived from a built-in class
#   makes its objects through the first built-in class of its heritage.
# * An instproc of class C is the proc ::nslab::otcl::ip::C::name, with the arguments
#   `self class proc` (as OTcl names them) before the script's own; `$self next`
#   calls the same method further along the heritage (see next_method for what it
#   reaches past the script's instprocs).  A built-in object's other commands go to its
#   Python side, which stands for both ns-2's C++ commands and its Tcl library.
#   A method is found in the object's own procs first, then along the heritage; where a
#   class's objects find each method is cached in `found`, emptied whenever a class changes.
# * Instance variables live in the namespace ::nslab::o::<handle>, made with the first one
#   (nothing else of the object is in it).  `$self instvar x` links
#   a local to it; for a variable the Python side binds (packetSize_, cwnd_, ...), the
#   link reads and writes through `$obj set`, as tclcl's bound variables do.
# Features of OTcl nslab does not have (mixins, filters, parameters, metaclasses) stop
# with one error that names the feature.

namespace eval ::nslab::otcl {
    variable class          ;# class(handle): each object's class
    variable python         ;# python(handle): objects with a Python side
    variable isclass        ;# isclass(C): every class
    variable super          ;# super(C): superclasses of the classes a script declared
    variable pyclass        ;# pyclass(C): classes the Python side knows (class variables)
    variable builtin        ;# builtin(C): classes whose objects the Python side makes
    variable instproc       ;# instproc(C,name): the proc of an instproc
    variable classproc      ;# classproc(C,name): the proc of a class's own proc
    variable objproc        ;# objproc(handle,name): the proc of an object's own proc
    variable found          ;# cache: found(C,method), see lookup
    variable heritage_of    ;# cache: heritage_of(C)
    variable bound          ;# bound(handle,var): a Python-bound variable is linked
    variable ns2_super      ;# ns2_super(C): superclasses of every class of ns-2.35
                            ;# (ns2_classes.txt); its command is made at first use
    variable ns2_instprocs  ;# ns2_instprocs(C): the instprocs ns-2's Tcl library gives C
    variable made_by_nslab  ;# made_by_nslab(C): classes whose objects only nslab makes
                            ;# (`rtproto LS`'s agents): is-class says yes
    array set made_by_nslab {Agent/rtProto/LS 1}
    array set class {}; array set python {}; array set isclass {}; array set super {}
    array set pyclass {}; array set builtin {}; array set instproc {}; array set classproc {}
    array set objproc {}; array set found {}; array set heritage_of {}; array set bound {}
    array set ns2_super {}; array set ns2_instprocs {}
}

# a class of ns-2.35 that nslab does not implement: its class variables may be set (they
# are kept), subclasses may derive from it, and `new` says it is not implemented
proc ::nslab::otcl::known {cls} {
    variable isclass; variable ns2_super; variable pyclass
    if {[info exists isclass($cls)]} { return 1 }
    if {![info exists ns2_super($cls)]} { return 0 }
    set isclass($cls) 1
    set pyclass($cls) 1
    interp alias {} ::$cls {} ::nslab::otcl::class_command $cls
    return 1
}

rename unknown ::nslab::otcl::tcl_unknown
proc unknown {cmd args} {
    if {[::nslab::otcl::known $cmd]} { tailcall $cmd {*}$args }
    tailcall ::nslab::otcl::tcl_unknown $cmd {*}$args
}

proc ::nslab::otcl::unsupported {feature} {
    return -code error "OTcl feature '$feature' is not supported by nslab"
}

# ---- classes --------------------------------------------------------------------------

proc ::nslab::otcl::forget {} {
    variable found; variable heritage_of
    array unset found
    array unset heritage_of
}

proc ::nslab::otcl::superclasses {cls} {
    variable super; variable isclass; variable ns2_super
    if {[info exists super($cls)]} { return $super($cls) }
    if {[info exists ns2_super($cls)]} { return $ns2_super($cls) }
    if {$cls eq "Object"} { return {} }
    set parent [file dirname $cls]
    while {$parent ne "."} {
        if {[info exists isclass($parent)]} { return [list $parent] }
        set parent [file dirname $parent]
    }
    if {$cls eq "SplitObject" || ![info exists isclass(SplitObject)]} { return Object }
    return SplitObject
}

# the class and its superclasses in precedence order
proc ::nslab::otcl::heritage {cls} {
    variable heritage_of
    if {[info exists heritage_of($cls)]} { return $heritage_of($cls) }
    set walk [list $cls]
    foreach s [superclasses $cls] { lappend walk {*}[heritage $s] }
    set order {}
    for {set i [expr {[llength $walk] - 1}]} {$i >= 0} {incr i -1} {
        set c [lindex $walk $i]
        if {$c ni $order} { set order [linsert $order 0 $c] }
    }
    return [set heritage_of($cls) $order]
}

proc ::nslab::otcl::declare {cls supers} {
    variable isclass; variable super
    foreach s $supers {
        if {![known $s]} { return -code error "Class $cls: no class '$s' (superclass)" }
    }
    set isclass($cls) 1
    set super($cls) $supers
    interp alias {} $cls {} ::nslab::otcl::class_command $cls
    forget
    return $cls
}

# `Class Foo ?-superclass {Bar ...}?`, `Class create Foo ...`
proc ::nslab::otcl::Class {args} {
    if {[lindex $args 0] eq "create"} { set args [lrange $args 1 end] }
    if {![llength $args]} { return -code error "wrong # args: should be \"Class name ?-superclass classes?\"" }
    set args [lassign $args cls]
    if {[string index $cls 0] eq "-"} { unsupported "Class $cls" }
    set supers Object
    foreach {opt value} $args {
        # OTcl reads the options as methods to call, with or without the dash
        if {$opt in {-superclass superclass}} { set supers $value } else { unsupported "Class $opt" }
    }
    if {[llength $args] % 2} { return -code error "Class $cls: option [lindex $args end] has no value" }
    declare $cls $supers
}

proc ::nslab::otcl::class_command {cls {method ""} args} {
    variable classproc; variable pyclass
    if {[info exists classproc($cls,$method)]} {
        tailcall $classproc($cls,$method) $cls $cls $method {*}$args
    }
    switch -exact -- $method {
        instproc { return [define_instproc $cls {*}$args] }
        proc { return [define_classproc $cls {*}$args] }
        superclass {
            if {![llength $args]} { return [superclasses $cls] }
            return [declare $cls [lindex $args 0]]
        }
        info { return [class_info $cls {*}$args] }
        is-class {
            # tclcl's question "does this simulator have the class?": here, can nslab make one
            set c [lindex $args 0]
            if {[info exists ::nslab::otcl::made_by_nslab($c)]} { return 1 }
            return [expr {[known $c] && [lindex [builtin_base $c] 1] ne "cannot"}]
        }
        create { return [create $cls {*}$args] }
        new { return [create $cls "" {*}$args] }
        set - unset - array - instvar - exists {
            if {[info exists pyclass($cls)] && $method eq "set"} {
                tailcall ::nslab::dispatch ::nslab class $cls set {*}$args
            }
            tailcall ::nslab::otcl::object_method $cls $method {*}$args
        }
        "" { return -code error "wrong # args: should be \"$cls method ?args?\"" }
        instmixin - mixin - instfilter - filter - instfilterguard - filterguard -
        parameter - instparametercmd - parametercmd - instforward - forward -
        instdestroy - alloc {
            unsupported "$cls $method"
        }
    }
    if {[info exists pyclass($cls)]} {
        tailcall ::nslab::dispatch ::nslab class $cls $method {*}$args
    }
    # OTcl: any other word names a new object (`Foo name args`)
    return [create $cls $method {*}$args]
}

proc ::nslab::otcl::make_proc {name arglist body} {
    foreach a $arglist {
        if {[lindex $a 0] in {self class proc}} {
            return -code error "$name: an argument may not be named '[lindex $a 0]' (OTcl gives every instproc self, class and proc)"
        }
    }
    proc $name [concat {self class proc} $arglist] $body
}

# `C instproc name args body` (kind ip), `C proc ...` (cp), `$obj proc ...` (op): the
# proc goes into table(owner,name); empty args and body remove it, as in OTcl
proc ::nslab::otcl::define {kind table owner what arglist} {
    variable $table
    if {[llength $arglist] != 3} { return -code error "wrong # args: should be {$owner $what name args body}" }
    lassign $arglist name params body
    set procname ::nslab::otcl::${kind}::${owner}::$name
    if {$params eq "" && $body eq ""} {
        if {[info exists ${table}($owner,$name)]} {
            unset ${table}($owner,$name)
            rename $procname ""
        }
    } else {
        namespace eval ::nslab::otcl::${kind}::$owner {}
        make_proc $procname $params $body
        set ${table}($owner,$name) $procname
    }
    forget
    return ""
}

proc ::nslab::otcl::define_instproc {cls args} { define ip instproc $cls instproc $args }
proc ::nslab::otcl::define_classproc {cls args} { define cp classproc $cls proc $args }

proc ::nslab::otcl::class_info {cls {what ""} args} {
    variable instproc; variable classproc; variable class; variable isclass
    switch -exact -- $what {
        superclass {
            if {[llength $args]} { return [expr {[lindex $args 0] in [lrange [heritage $cls] 1 end]}] }
            return [superclasses $cls]
        }
        heritage { return [lsearch -all -inline -glob [lrange [heritage $cls] 1 end] [lindex [concat $args *] 0]] }
        subclass {
            if {[llength $args]} { return [expr {[known [lindex $args 0]] && $cls in [heritage [lindex $args 0]]}] }
            set subs {}
            foreach c [lsort [array names isclass]] {
                if {$cls in [superclasses $c]} { lappend subs $c }
            }
            return $subs
        }
        instances {
            set objs {}
            foreach h [array names class] { if {$class($h) eq $cls} { lappend objs $h } }
            return $objs
        }
        instprocs { return [names_of instproc $cls {*}$args] }
        procs { return [names_of classproc $cls {*}$args] }
        instargs - instbody {
            set name [lindex $args 0]
            if {![info exists instproc($cls,$name)]} { return -code error "$cls: no instproc '$name'" }
            if {$what eq "instbody"} { return [info body $instproc($cls,$name)] }
            return [lrange [info args $instproc($cls,$name)] 3 end]
        }
        class { return Class }
        vars { return [object_vars $cls {*}$args] }
    }
    unsupported "$cls info $what"
}

# the method names table(key,name) holds for key (those matching a glob pattern)
proc ::nslab::otcl::names_of {table key {pattern *}} {
    variable $table
    set names {}
    foreach k [array names $table [string map {* \\* ? \\? [ \\[ ] \\]} $key],*] {
        set name [string range $k [string length $key,] end]
        if {[string match $pattern $name]} { lappend names $name }
    }
    return $names
}

# ---- objects ----------------------------------------------------------------------------

# the first class of the heritage that the Python side makes objects of ({} if none);
# a class the Python side only knows by its variables (Agent, Node) cannot be made.
proc ::nslab::otcl::builtin_base {cls} {
    variable builtin; variable pyclass
    foreach c [heritage $cls] {
        if {[info exists builtin($c)]} { return $c }
        if {[info exists pyclass($c)]} { return [list $c cannot] }
    }
    return {}
}

# an object the Python side made (nslab.otcl.runner's register): its command and class; its
# namespace of instance variables comes with the first variable (a scenario has thousands
# of objects, most with no variable of their own)
proc ::nslab::otcl::adopt {self cls} {
    variable class; variable python
    interp alias {} ::$self {} ::nslab::otcl::dispatch $self
    set python($self) 1
    set class($self) $cls
}

# `new C args`, `C create name args`, `C name args`: make the object, then run its init
proc ::nslab::otcl::create {cls name args} {
    variable isclass; variable class; variable found
    if {![info exists isclass($cls)]} {
        return [::nslab::dispatch ::nslab new $cls {*}$args]     ;# the Python side's error
    }
    set base [builtin_base $cls]
    if {$base ne ""} {
        if {[lindex $base 1] eq "cannot"} {
            return [::nslab::dispatch ::nslab new [lindex $base 0]]
        }
        if {$name ne ""} {
            return -code error "$cls create $name: nslab names the objects of built-in classes itself (use new $cls)"
        }
        set self [::nslab::dispatch ::nslab new $base {*}[expr {$base eq $cls ? $args : {}}]]
        set class($self) $cls
        if {$base ne $cls} { apply_class_defaults $self $cls $base }
    } else {
        set self [expr {$name eq "" ? [::nslab::dispatch ::nslab next-handle] : $name}]
        if {[info commands ::$self] ne ""} { return -code error "$cls create $self: a command named '$self' exists" }
        interp alias {} ::$self {} ::nslab::otcl::dispatch $self
        set class($self) $cls
    }
    # with no init instproc in its heritage the object's init is Object's, which does nothing
    if {![info exists found($cls,init)]} { lookup $cls init }
    if {$found($cls,init) eq "object"} { return $self }
    if {[catch {uplevel 1 [list $self init {*}$args]} msg opts]} {
        return -code error -errorinfo "class $cls: constructor failed: [dict get $opts -errorinfo]" "class $cls: constructor failed: $msg"
    }
    return $self
}

# class variables a script set on user classes between `cls` and the built-in `base`
# (`Agent/Mine set packetSize_ 333`): the new object's bound variables start with them
proc ::nslab::otcl::apply_class_defaults {self cls base} {
    set chain [heritage $cls]
    foreach c [lreverse [lrange $chain 0 [expr {[lsearch -exact $chain $base] - 1}]]] {
        foreach var [info vars ::nslab::o::${c}::*] {
            set name [namespace tail $var]
            if {[::nslab::dispatch ::nslab bound $self $name]} {
                ::nslab::dispatch $self set $name [set $var]
            }
        }
    }
}

proc ::nslab::otcl::dispatch {self {method ""} args} {
    variable class; variable found; variable objproc
    if {[info exists objproc($self,$method)]} {
        tailcall $objproc($self,$method) $self "" $method {*}$args
    }
    set cls $class($self)
    if {![info exists found($cls,$method)]} { lookup $cls $method }
    set m $found($cls,$method)
    switch -exact -- [lindex $m 0] {
        python {
            # the Python side's command, straight (the common case, kept short)
            set r [::nslab::call $self $method {*}$args]
            if {[lindex $r 0] == 0} { return [lindex $r 1] }
            return -code error [lindex $r 1]
        }
        object { tailcall ::nslab::otcl::object_method $self $method {*}$args }
    }
    tailcall [lindex $m 1] $self [lindex $m 2] $method {*}$args
}

# Object's own methods the Python side never sees (`set` goes to it: bound variables)
set ::nslab::otcl::object_methods {instvar next init info destroy proc class unset array
    mixin filter filterguard forward parametercmd}

# how objects of class `cls` run `method`: {instproc proc class} (the script's instproc
# and the class that defines it), {python} (the Python side's command) or {object}
# (Object's own methods); objects of a class with a built-in class in its heritage all
# have a Python side
proc ::nslab::otcl::lookup {cls method} {
    variable found; variable instproc; variable pyclass; variable object_methods
    set python 0
    foreach c [heritage $cls] {
        if {[info exists instproc($c,$method)]} {
            return [set found($cls,$method) [list instproc $instproc($c,$method) $c]]
        }
        if {[info exists pyclass($c)]} { set python 1 }
    }
    set found($cls,$method) [expr {$python && $method ni $object_methods ? "python" : "object"}]
}

# `$self next args`: the method of the calling instproc, further along the heritage.  Past
# the script's instprocs, OTcl's next finds only instprocs: Object's own methods (init,
# destroy, set, ...) and those of ns-2's Tcl library, for which nslab's Python side stands
# in; a C++ command is never reached (then next does nothing, as in ns-2), nor a library
# instproc of the caller's own class (the script's instproc replaced it).
proc ::nslab::otcl::next_method {self args} {
    variable class; variable instproc; variable python; variable ns2_instprocs
    variable object_methods
    if {[catch {uplevel 1 {list $self $class $proc}} where]} {
        return -code error "$self next: called outside an instproc"
    }
    lassign $where caller from method
    set chain [heritage $class($caller)]
    set rest [lrange $chain [expr {$from eq "" ? 0 : [lsearch -exact $chain $from] + 1}] end]
    foreach c $rest {
        if {[info exists instproc($c,$method)]} { tailcall $instproc($c,$method) $caller $c $method {*}$args }
    }
    if {$method in $object_methods || $method in {set exists}} {
        tailcall ::nslab::otcl::object_method $caller $method {*}$args
    }
    if {[info exists python($caller)]} {
        foreach c $rest {
            if {[info exists ns2_instprocs($c)] && $method in $ns2_instprocs($c)} {
                tailcall ::nslab::otcl::object_method $caller $method {*}$args
            }
        }
    }
    return ""
}

# Object's own methods, then (for objects with one) the Python side's commands; runs in
# place of the dispatcher (tailcall), so level 1 is the script's frame
proc ::nslab::otcl::object_method {self method args} {
    variable python
    switch -exact -- $method {
        instvar {
            foreach v $args { link_var $self $v }
            return ""
        }
        next { tailcall ::nslab::otcl::next_method $self {*}$args }
        init { return "" }
        info { return [object_info $self {*}$args] }
        destroy { return [destroy $self] }
        proc { return [define_objproc $self {*}$args] }
        class {
            if {![llength $args]} { return $::nslab::otcl::class($self) }
            unsupported "$self class NewClass"
        }
        mixin - filter - filterguard - forward - parametercmd {
            unsupported "$self $method"
        }
    }
    if {[info exists python($self)] && $method ni {unset array}} {
        tailcall ::nslab::dispatch $self $method {*}$args
    }
    if {![namespace exists ::nslab::o::$self]} { namespace eval ::nslab::o::$self {} }
    set var ::nslab::o::${self}::[lindex $args 0]
    switch -exact -- $method {
        set {
            if {[llength $args] == 2} { return [set $var [lindex $args 1]] }
            if {[llength $args] != 1} { return -code error "wrong # args: should be \"$self set var ?value?\"" }
            if {![info exists $var]} {
                return -code error "can't read \"[lindex $args 0]\": no such variable"
            }
            return [set $var]
        }
        unset { foreach v $args { unset ::nslab::o::${self}::$v }; return "" }
        array { return [array [lindex $args 0] ::nslab::o::${self}::[lindex $args 1] {*}[lrange $args 2 end]] }
        exists { return [info exists $var] }
    }
    return -code error "$self: unable to dispatch method $method"
}

# `$self instvar v` (or {v alias}) in the caller's frame, two levels up from here
proc ::nslab::otcl::link_var {self spec} {
    variable python; variable bound
    lassign $spec var alias
    if {$alias eq ""} { set alias $var }
    namespace eval ::nslab::o::$self {}
    set full ::nslab::o::${self}::$var
    if {[info exists python($self)] && ![info exists bound($self,$var)]} {
        if {[::nslab::dispatch ::nslab bound $self $var]} {
            trace add variable $full {read write} [list ::nslab::otcl::bound_var $self $var]
        }
        set bound($self,$var) 1
    }
    uplevel 2 [list upvar #0 $full $alias]
}

# a linked variable the Python side binds: reads and writes go through `$obj set`
proc ::nslab::otcl::bound_var {self var name1 name2 op} {
    set full ::nslab::o::${self}::$var
    if {$op eq "read"} {
        set $full [::nslab::dispatch $self set $var]
    } else {
        ::nslab::dispatch $self set $var [set $full]
    }
}

proc ::nslab::otcl::define_objproc {self args} { define op objproc $self proc $args }

proc ::nslab::otcl::object_vars {self {pattern *}} {
    set names {}
    foreach v [info vars ::nslab::o::${self}::$pattern] {
        if {[info exists $v]} { lappend names [namespace tail $v] }
    }
    return $names
}

proc ::nslab::otcl::object_info {self {what ""} args} {
    variable class
    switch -exact -- $what {
        class {
            if {![llength $args]} { return $class($self) }
            return [expr {[lindex $args 0] in [heritage $class($self)]}]
        }
        vars { return [object_vars $self {*}$args] }
        procs - commands { return [names_of objproc $self {*}$args] }
        "" { return -code error "$self info: expected an info option" }
    }
    unsupported "$self info $what"
}

proc ::nslab::otcl::destroy {self} {
    variable class; variable python; variable objproc; variable bound
    if {[info exists python($self)]} {
        ::nslab::dispatch ::nslab delete $self
        unset python($self)
    }
    unset -nocomplain class($self)
    array unset objproc [string map {* \\* ? \\? [ \\[ ] \\]} $self],*
    array unset bound [string map {* \\* ? \\? [ \\[ ] \\]} $self],*
    if {[namespace exists ::nslab::o::$self]} { namespace delete ::nslab::o::$self }
    if {[namespace exists ::nslab::otcl::op::$self]} { namespace delete ::nslab::otcl::op::$self }
    rename ::$self ""
    return ""
}

# ---- the commands a script sees ---------------------------------------------------------

interp alias {} Class {} ::nslab::otcl::Class
set ::nslab::otcl::isclass(Object) 1
set ::nslab::otcl::isclass(SplitObject) 1
set ::nslab::otcl::isclass(TclObject) 1
set ::nslab::otcl::super(TclObject) Object
interp alias {} TclObject {} ::nslab::otcl::class_command TclObject
interp alias {} Object {} ::nslab::otcl::class_command Object
interp alias {} SplitObject {} ::nslab::otcl::class_command SplitObject
proc new {class args} { tailcall ::nslab::otcl::create $class "" {*}$args }
proc delete {obj} { $obj destroy }
