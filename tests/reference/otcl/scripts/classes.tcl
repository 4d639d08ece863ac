# OTcl classes: declaration, superclasses, instprocs, init and next, instvar,
# class variables, info, the three ways to make an object, set and destroy.
Class Shape
Shape set count 0
Shape instproc init {name} {
    $self instvar name_ sides_
    set name_ $name
    set sides_ 0
    Shape set count [expr [Shape set count] + 1]
}
Shape instproc describe {} {
    $self instvar name_ sides_
    return "$name_ has $sides_ sides"
}
Shape instproc area {} { return 0 }

Class Polygon -superclass Shape
Polygon instproc init {name sides} {
    $self next $name
    $self instvar sides_
    set sides_ $sides
}

Class Square -superclass Polygon
Square instproc init {name side} {
    eval $self next $name 4
    $self set side_ $side
}
Square instproc area {} {
    $self instvar side_
    return [expr $side_ * $side_]
}
Square instproc describe {} {
    return "square: [$self next] and area [$self area]"
}

set s [new Square sq 3]
puts [$s describe]
puts "class [$s info class], area [$s area]"
set p [new Polygon tri 3]
puts [$p describe]
puts "area of a polygon: [$p area]"
Shape create circle round
puts [circle describe]
Polygon hexagon hex 6
puts [hexagon describe]
puts "shapes made: [Shape set count]"
puts "Square superclass: [Square info superclass]"
puts "Square heritage: [Square info heritage]"
puts "Shape subclasses: [Shape info subclass]"
puts "Square instprocs: [lsort [Square info instprocs]]"
puts "is a Shape: [$s info class Shape], is a Polygon: [$p info class Square]"
puts "side_ by set: [$s set side_]"
$s set side_ 5
puts "after set: [$s area]"
puts "vars: [lsort [$s info vars]]"

# Object instproc: every object has it
Object instproc hello {} { return "hello from [$self info class]" }
puts [$p hello]
puts [circle hello]

# a class proc, and a per-object proc that calls next
Shape proc make {name} { return [new Shape $name] }
set c [Shape make made]
puts [$c describe]
$c proc describe {} { return "special [$self next]" }
puts [$c describe]

# multiple inheritance: the heritage lists each class after all of its subclasses
Class A
Class B -superclass A
Class C -superclass A
Class D -superclass {B C}
puts "D heritage: [D info heritage]"
A instproc who {} { return A }
B instproc who {} { return "B [$self next]" }
C instproc who {} { return "C [$self next]" }
D instproc who {} { return "D [$self next]" }
set d [new D]
puts [$d who]

# arrays as instance variables
Class Counter
Counter instproc init {} { $self instvar n; set n(a) 0; set n(b) 0 }
Counter instproc bump {k} { $self instvar n; incr n($k); return $n($k) }
set k [new Counter]
$k bump a; $k bump a; $k bump b
puts "a=[$k set n(a)] b=[$k set n(b)] names=[lsort [$k array names n]]"

# destroy, with a destroy instproc that calls next
Shape instproc destroy {} { puts "destroying [$self set name_]"; $self next }
$p destroy
puts "after destroy: [catch {$p describe}]"
puts "instances of Square: [llength [Square info instances]]"
catch {$s nosuch} msg
puts "unknown method: [string match {*unable to dispatch method nosuch} $msg]"
catch {$s set nosuchvar} msg
puts $msg
