# OTcl's introspection as ns-2's library and validation suites use it: info with a class
# argument (is-a questions), instprocs by pattern, an empty instproc removing one, and the
# classes of ns-2 itself (their heritage, class variables, subclasses of them).
Class A
Class B -superclass A
Class C -superclass B
puts "A info subclass C: [A info subclass C], C info subclass A: [C info subclass A]"
puts "C info superclass A: [C info superclass A], A info superclass C: [A info superclass C]"
puts "C info heritage A*: [C info heritage A*], all: [C info heritage]"
set c [new C]
puts "c is an A: [$c info class A], is a C: [$c info class C]"

A instproc alpha {} { return alpha }
A instproc beta {} { return beta }
A instproc gamma {x {y 2} args} { return "$x $y $args" }
puts "instprocs b*: [A info instprocs b*], sorted: [lsort [A info instprocs]]"
puts "gamma args: [A info instargs gamma]; gamma: [$c gamma 1]"
A instproc beta {} {}
puts "after removing beta: [lsort [A info instprocs]]"
puts "calling it: [catch {$c beta}]"

# ns-2's own classes: heritage from the simulator's class tree
puts "Agent/TCP/Newreno: [Agent/TCP/Newreno info heritage]"
puts "Queue/RED: [Queue/RED info heritage]"
puts "Application/Traffic/CBR: [Application/Traffic/CBR info heritage]"
puts "Simulator: [Simulator info heritage]"
# class variables of a class nslab does not implement, and a subclass of it
Agent/TFRC set ss_changes_ 1
puts "Agent/TFRC ss_changes_ [Agent/TFRC set ss_changes_]"
Class Classifier/Hash/Fid/Mine -superclass Classifier/Hash/Fid
puts "Mine: [Classifier/Hash/Fid/Mine info heritage]"
puts "Classifier/Hash subclass of Mine's: [Classifier/Hash info subclass Classifier/Hash/Fid/Mine]"
# the options of Class are methods: the dash may be left out
Class D superclass C
puts "D: [D info heritage]"
# tclcl's class question, as validation suites ask it before using a class
puts "is-class Agent/UDP [TclObject is-class Agent/UDP], Agent/Nope [TclObject is-class Agent/Nope]"
