/// A size in points, free of CoreGraphics so the core builds everywhere.
public struct MeasuredSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}
