/// One exit-code scheme for every command (documented in `vmgen --help`).
public enum ExitCode: Int32 {
    /// Success: nothing to report, or everything written.
    case success = 0
    /// Findings at error level, or drift under `--check`.
    case failure = 1
    /// Bad usage or configuration.
    case usage = 2
}
