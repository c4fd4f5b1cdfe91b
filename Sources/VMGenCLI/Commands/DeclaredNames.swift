import VMGenKit

/// The names the project's specs declare — ViewModels, children, enums — read with vmgen's
/// YAML parser. `vmgen new` uses them to find a parent spec and to refuse a name that is
/// taken, even when some spec has errors elsewhere (a full model build would stop there).
struct DeclaredNames {
    struct Declaration {
        var name: String
        /// `ViewModel`, `child ViewModel` or `enum`, for messages.
        var kind: String
        var location: SourceLocation
    }

    /// A top-level spec: its file and parsed document.
    struct Spec {
        var file: SpecFile
        var root: YAMLNode
        var name: String
    }

    var declarations: [Declaration] = []
    var specs: [Spec] = []
    /// The requests under `requests:` of any spec (with or without `viewModel:`), by name
    /// without `Request`, as written.
    var requests: [Declaration] = []

    init(_ files: [SpecFile]) {
        for file in files {
            let parsed = YAMLParser.parse(file.bytes, file: file.path)
            for entry in parsed.root?["requests"]?.mapping ?? [] {
                requests.append(Declaration(name: entry.key.text, kind: "request", location: entry.keyLocation))
            }
            guard let root = parsed.root, let name = root["viewModel"]?.scalar?.text,
                let location = root.mapping?.first(where: { $0.key.text == "viewModel" })?.value.location
            else { continue }
            specs.append(Spec(file: file, root: root, name: name))
            declarations.append(Declaration(name: name, kind: "ViewModel", location: location))
            addEnums(root)
            for child in root["children"]?.mapping ?? [] {
                declarations.append(Declaration(name: child.key.text, kind: "child ViewModel", location: child.keyLocation))
                addEnums(child.value)
            }
        }
    }

    private mutating func addEnums(_ node: YAMLNode) {
        for entry in node["enums"]?.mapping ?? [] {
            declarations.append(Declaration(name: entry.key.text, kind: "enum", location: entry.keyLocation))
        }
    }

    /// The declaration of `name`, or of a name that differs from it only by case (their files
    /// would collide on a case-insensitive file system).
    func declaration(named name: String) -> Declaration? {
        declarations.first { $0.name == name } ?? declarations.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The spec entry declaring the request `typeName` (`BerthUpdateRequest`), or one differing
    /// from it only by case.
    func request(typeName: String) -> Declaration? {
        let name = typeName.hasSuffix("Request") ? String(typeName.dropLast(7)) : typeName
        return requests.first { $0.name == name } ?? requests.first { $0.name.lowercased() == name.lowercased() }
    }

    func spec(named name: String) -> Spec? {
        specs.first { $0.name == name }
    }
}

/// What a ViewModel may be called, with the same wording as the spec reader's errors.
enum ViewModelName {
    /// Beyond the spec reader's check, the types a new page may declare (its request, its
    /// operations) are checked now, since the spec does not say yet whether it will have them.
    static func problem(_ name: String) -> String? {
        if let problem = SwiftNames.viewModelNameProblem(name) { return problem }
        if PlainType(rawValue: name) != nil {
            return "a ViewModel cannot be named '\(name)': in a spec, '\(name)' is the plain type, so no property could hold this ViewModel"
        }
        for derived in [name + "ViewModel", name + "Request", name + "ViewModelOperations", name + "Ops", name + "StubOps", name + "View"] {
            if let origin = GeneratedNames.origin(of: derived) {
                return "'\(name)' would make vmgen declare '\(derived)', but '\(derived)' is \(origin) the generated code uses; pick another name"
            }
        }
        return nil
    }

    /// `OrderList` → `Order List`: the placeholder text of a new spec.
    static func words(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                result.append(" ")
            }
            result.append(character == "_" ? " " : character)
            previous = character
        }
        return result
    }
}
