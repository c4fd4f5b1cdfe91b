/// The `@Observable` storage types the client-hosted operations write (`output:`), and how the
/// App and the generated tests create each: the spec's `create:` expression, or — where no spec
/// says — a protected region the user owns, seeded with a no-argument call and a comment saying
/// that vmgen does not know the initializer. vmgen never assumes an initializer silently.
struct StorageCreation: Sendable, Hashable {
    var type: String
    var create: String?

    /// Each storage type once, sorted by name; `create:` from whichever operation gives it (the
    /// model validator has checked that every `create:` of a type says the same).
    static func all(in viewModels: [ViewModelSpec]) -> [StorageCreation] {
        merged(viewModels.flatMap(\.operations).compactMap { $0.output.map { StorageCreation(type: $0.type, create: $0.create) } })
    }

    /// Each type of `writes` once, sorted by name, with the `create:` of any write that gives
    /// one: what `all(in:)` makes of the operations, and the App of the specs' summaries.
    static func merged(_ writes: [StorageCreation]) -> [StorageCreation] {
        var creates: [String: String?] = [:]
        for write in writes where write.create != nil || creates[write.type] == nil {
            creates[write.type] = .some(write.create)
        }
        return creates.map { StorageCreation(type: $0.key, create: $0.value) }.sorted { $0.type < $1.type }
    }

    /// The comment above the seeded line of the region.
    var unknownComment: String {
        "// vmgen does not know how \(type) is created: write it here, or give `create:` in the spec's `output:`."
    }

    /// The expression: the spec's, or the region's seed.
    var expression: String { create ?? "\(type)()" }

    /// The App's stored property for it: `UserSettings` → `userSettings` (`…Storage` when that
    /// is a name the App file already uses).
    var propertyName: String {
        let name = SwiftNames.lowerFirst(type)
        return ["mvvmEnv", "underTest", "body", "makeMVVMEnvironment"].contains(name) || SwiftNames.keywords.contains(name) ? name + "Storage" : name
    }
}
