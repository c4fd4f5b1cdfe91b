/// vmgen's own version, printed by `vmgen --version`.
public enum VMGenVersion {
    public static let current = "0.1.0"
}
