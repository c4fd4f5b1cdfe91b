import VMGenKit

/// The names the project's specs declare — ViewModels, children, enums, requests — read with
/// vmgen's YAML parser. `vmgen new` uses them to find the spec it adds to and to refuse a name
/// that is taken, even when some spec has errors elsewhere (a full model build would stop there).
struct DeclaredNames {
    struct Declaration {
        var name: String
        /// `ViewModel`, `child ViewModel`, `enum`, `request` or `form's create request`, for messages.
        var kind: String
        var location: SourceLocation
    }

    /// A top-level spec: its file and parsed document.
    struct Spec {
        var file: SpecFile
        var root: YAMLNode
        var name: String
        /// `style: observable`: a screen whose spec takes no `requests:`.
        var isObservable: Bool { root["style"]?.scalar?.text == "observable" }
    }

    /// A spec of requests alone (`requests:` and no `viewModel:`), named by its file.
    struct RequestsSpec {
        var file: SpecFile
        var root: YAMLNode
        /// `AnnouncementRequests` for `Specs/AnnouncementRequests.yml`.
        var name: String
    }

    var declarations: [Declaration] = []
    var specs: [Spec] = []
    var requestSpecs: [RequestsSpec] = []

    init(_ files: [SpecFile]) {
        for file in files {
            let parsed = YAMLParser.parse(file.bytes, file: file.path)
            guard let root = parsed.root else { continue }
            guard let name = root["viewModel"]?.scalar?.text,
                let location = root.mapping?.first(where: { $0.key.text == "viewModel" })?.value.location
            else {
                if root.mapping?.contains(where: { $0.key.text == "requests" }) == true {
                    requestSpecs.append(RequestsSpec(file: file, root: root, name: Self.stem(of: file.path)))
                    addRequests(root)
                }
                continue
            }
            specs.append(Spec(file: file, root: root, name: name))
            declarations.append(Declaration(name: name, kind: "ViewModel", location: location))
            addEnums(root)
            addRequests(root)
            addCreateRequest(root)
            for child in root["children"]?.mapping ?? [] {
                declarations.append(Declaration(name: child.key.text, kind: "child ViewModel", location: child.keyLocation))
                addEnums(child.value)
                addCreateRequest(child.value)
            }
        }
    }

    private mutating func addEnums(_ node: YAMLNode) {
        for entry in node["enums"]?.mapping ?? [] {
            declarations.append(Declaration(name: entry.key.text, kind: "enum", location: entry.keyLocation))
        }
    }

    /// The requests under `requests:` (a spec's top level only).
    private mutating func addRequests(_ node: YAMLNode) {
        for entry in node["requests"]?.mapping ?? [] {
            declarations.append(Declaration(name: entry.key.text, kind: "request", location: entry.keyLocation))
        }
    }

    /// A form's create request, under the name a request under `requests:` would have
    /// (`VesselFields` → `VesselCreate`): its request and controller types are taken.
    private mutating func addCreateRequest(_ node: YAMLNode) {
        guard let form = node["form"], let fields = form["name"]?.scalar?.text, fields.hasSuffix("Fields"),
            let create = form.mapping?.first(where: { $0.key.text == "createRequest" }),
            create.value.mapping != nil || ["true", "True", "TRUE"].contains(create.value.scalar?.text ?? "")
        else { return }
        declarations.append(Declaration(name: String(fields.dropLast(6)) + "Create", kind: "form's create request", location: create.keyLocation))
    }

    /// The file's name without its folder and `.yml` / `.yaml`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".yml", ".yaml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The declaration of `name`, or of a name that differs from it only by case (their files
    /// would collide on a case-insensitive file system).
    func declaration(named name: String) -> Declaration? {
        declarations.first { $0.name == name } ?? declarations.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The spec entry declaring the request `typeName` (`BerthUpdateRequest`) under
    /// `requests:`, or one differing from it only by case.
    func request(typeName: String) -> Declaration? {
        let name = typeName.hasSuffix("Request") ? String(typeName.dropLast(7)) : typeName
        let requests = declarations.filter { $0.kind == "request" }
        return requests.first { $0.name == name } ?? requests.first { $0.name.lowercased() == name.lowercased() }
    }

    func spec(named name: String) -> Spec? {
        specs.first { $0.name == name }
    }
}

/// What a ViewModel may be called, with the same wording as the spec reader's errors.
enum ViewModelName {
    /// Beyond the spec reader's check, the types a new page may declare (its request, its
    /// operations) are checked now, since the spec does not say yet whether it will have them;
    /// `{Name}View` only when `viewModelViews` (the project registers or generates views).
    static func problem(_ name: String, viewModelViews: Bool) -> String? {
        if let problem = SwiftNames.viewModelNameProblem(name) { return problem }
        if PlainType(rawValue: name) != nil {
            return "a ViewModel cannot be named '\(name)': in a spec, '\(name)' is the plain type, so no property could hold this ViewModel"
        }
        for derived in [name + "ViewModel", name + "Request", name + "ViewModelOperations", name + "Ops", name + "StubOps"] + (viewModelViews ? [name + "View"] : []) {
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
