import Foundation

/// Collects what a command prints, for tests that run the CLI in-process.
public final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    public init() {}

    public var standardOutput: String { lock.withLock { outText } }
    public var standardError: String { lock.withLock { errText } }

    public func appendOut(_ text: String) { lock.withLock { outText += text } }
    public func appendErr(_ text: String) { lock.withLock { errText += text } }
}

/// The built `vmgen` executable, next to the test bundle in the build folder.
public enum BuiltBinary {
    public static var vmgen: String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("vmgen").path
    }
}
