/// Reads how the app creates each output storage type, for the spec's `output: { create: … }`:
/// the App's `@State private var userSettings = UserSettings(theme: .system)` (vmgen's App file
/// writes exactly that when the spec gives `create:`). A line in a protected region of a file
/// vmgen wrote is not read: it is the user's code in the region vmgen seeds when it does not
/// know the expression, and with `create:` that region would go (and generate would refuse).
enum StorageCreationReader {
    struct Found {
        var expression: String
        var location: SourceLocation
    }

    /// The first creation of each of `types`, by type; and the types created only in a
    /// protected region (not read, but there: the import's note says so, not "none found").
    static func read(_ files: [SwiftSourceFile], types: Set<String>, generated: Set<String>) -> (found: [String: Found], inRegions: Set<String>) {
        var result: [String: Found] = [:]
        var inRegions: Set<String> = []
        for file in files {
            let regions = generated.contains(file.path) ? regionOffsets(file) : []
            for declaration in file.allDeclarations where declaration.kind == .var && declaration.conditions.isEmpty && !declaration.hasBody {
                guard declaration.attributes.contains(where: { $0.name == "State" || $0.name == "SwiftUI.State" }),
                    let expression = declaration.initializer, !expression.contains("\n"),
                    let type = types.first(where: { expression.hasPrefix($0 + "(") || expression.hasPrefix($0 + ".") }),
                    result[type] == nil else { continue }
                if regions.contains(where: { $0.contains(declaration.location.offset) }) {
                    inRegions.insert(type)
                    continue
                }
                result[type] = Found(expression: expression, location: declaration.location)
            }
        }
        return (result, inRegions.subtracting(result.keys))
    }

    /// The byte ranges of the protected regions' contents.
    private static func regionOffsets(_ file: SwiftSourceFile) -> [Range<Int>] {
        guard case .success(let regions) = file.bytes.withUnsafeBufferPointer(ProtectedRegions.regionOffsets(in:)) else { return [] }
        return regions.map(\.content)
    }
}
