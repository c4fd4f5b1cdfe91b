/// Reads a page's `@VersionedFactory` extension (FOSMVVM's versioned factory) back into the
/// spec's `versions:`: the version of each `@Version(.vX_Y_Z)` method, oldest first.
///
/// From a file vmgen wrote, only the versions: `generate` writes the file again at the same
/// place, keeping its regions. From a hand-written one, each method's body is carried into the
/// region of its version (`model_vX_Y_Z`), and the extension is taken (no note of its own);
/// a method whose version the spec cannot write, or whose body cannot be carried, is a note.
struct FactoryVersionsReader {
    struct Found {
        var versions: [FactoryVersion] = []
        var bodies: [ImportedBody] = []
        var notes: [ImportNote] = []
        /// The `@VersionedFactory` extensions read, so no other reader lists them.
        var consumed: Set<SourceLocation> = []
    }

    /// By spec name, for each name in `names` with a `@VersionedFactory` extension.
    static func read(_ files: [SwiftSourceFile], names: Set<String>, generated: Set<String>) -> [String: Found] {
        var result: [String: Found] = [:]
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension && declaration.conditions.isEmpty
                && declaration.attributes.contains(where: { $0.name == "VersionedFactory" }) && declaration.name.hasSuffix("ViewModel") {
                let name = String(declaration.name.dropLast(9))
                guard names.contains(name), result[name] == nil else { continue }
                let handWritten = !generated.contains(file.path)
                result[name] = read(declaration, of: name, in: file, handWritten: handWritten)
                // In vmgen's own file, the context and the version members are vmgen's too.
                for other in file.declarations where !handWritten && other.kind == .extension && other.conditions.isEmpty {
                    let context = other.name == declaration.name && other.members.map(\.name) == ["VersionContext"]
                    let members = other.name == "SystemVersion" && other.modifiers.contains("fileprivate")
                    if context || members { result[name]?.consumed.insert(other.location) }
                }
            }
        }
        return result
    }

    private static func read(_ declaration: SwiftDeclaration, of name: String, in file: SwiftSourceFile, handWritten: Bool) -> Found {
        var found = Found(consumed: [declaration.location])
        for member in declaration.members where member.kind == .func {
            guard let attribute = member.attributes.first(where: { $0.name == "Version" }) else {
                if handWritten {
                    found.notes.append(ImportNote(location: member.location, message: "'\(member.name)' in the @VersionedFactory extension of '\(declaration.name)' is not carried: vmgen writes one @Version method per version there; move it into the 'vmgen:begin extensions' region of the generated factory"))
                }
                continue
            }
            guard let version = version(attribute.arguments ?? "") else {
                found.notes.append(ImportNote(location: attribute.location, message: "the version of '\(member.name)' is not carried: 'versions:' takes major.minor.patch, which FOSMVVM's @Version writes .vX_Y_Z (\(attribute.arguments ?? "no argument") is not)"))
                continue
            }
            if found.versions.contains(where: { $0.text == version.text }) {
                found.notes.append(ImportNote(location: attribute.location, message: "'\(member.name)' is not carried: another method of the extension has version \(version.text)"))
                continue
            }
            found.versions.append(version)
            guard handWritten else { continue }
            let region = "model_" + version.name
            switch HandWrittenBody.read(member, in: file, region: region) {
            case .success(let text):
                found.bodies.append(ImportedBody(viewModel: name, place: .factoryVersion(region), text: text, source: member.location))
            case .failure(let refusal):
                found.notes.append(ImportNote(location: member.location, message: "the body of '\(member.name)' is not carried: \(refusal.reason); move it into the 'vmgen:begin \(region)' region of the generated factory by hand"))
            }
        }
        found.versions.sort { $0.isOlder(than: $1) }
        if handWritten, let other = declaration.members.first(where: { $0.kind != .func && !($0.kind == .typealias && $0.name == "Context") }) {
            found.notes.append(ImportNote(location: other.location, message: "'\(other.name)' in the @VersionedFactory extension of '\(declaration.name)' is not carried: the generated factory's versioned methods get vmgen's VersionContext; move what they need into the 'vmgen:begin extensions' region"))
        }
        if handWritten, let context = declaration.members.first(where: { $0.kind == .typealias && $0.name == "Context" }), context.initializer != "VersionContext" {
            found.notes.append(ImportNote(location: context.location, message: "the Context '\(context.initializer ?? "")' of the @VersionedFactory extension is not carried: the generated one is vmgen's VersionContext (the app's version and the page's request); adapt the carried bodies if they read more"))
        }
        return found
    }

    /// `.v1_0_0` (or `.v1-0-0`, as FOSMVVM's macro reads it) as a spec version.
    static func version(_ argument: String) -> FactoryVersion? {
        let trimmed = argument.filter { !$0.isWhitespace }
        guard trimmed.hasPrefix(".v") else { return nil }
        let text = trimmed.dropFirst(2).map { $0 == "_" || $0 == "-" ? "." : String($0) }.joined()
        return FactoryVersion(text)
    }
}
