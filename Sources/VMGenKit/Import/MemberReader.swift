/// Sorts the members of a `@ViewModel` struct: `@LocalizedString` text, stored `let`
/// properties, `vmId`, `typealias Request`, the memberwise `init` and `stub()` are carried;
/// every other member is a note saying why the spec cannot hold it.
struct MemberReader {
    var reader: ViewModelReader
    /// The carried properties' Swift types by name, for checking `init` and `stub()`.
    var swiftTypes: [String: String] = [:]
    var inits: [SwiftDeclaration] = []
    var stubs: [SwiftDeclaration] = []
    var vmId: SwiftDeclaration?
    /// `modelIdentity` / `stubModelIdentity`, vmgen's own only for a `modelIdentity` identity.
    var identityCandidates: [SwiftDeclaration] = []
    /// Substitution and compound texts, finished once every member is read.
    var texts = TextReader()

    init(reader: ViewModelReader) {
        self.reader = reader
        // Nested types may be used before they are declared.
        self.reader.types.nested.formUnion(reader.declaration.members.filter(NestedTypeReader.isCandidate).map(\.name))
    }

    mutating func read() {
        labelAssignments = Self.labelAssignments(in: reader.declaration, file: reader.file)
        for member in reader.declaration.members {
            if InteractiveShape.isOperationsMember(member, of: reader) { continue }
            if !member.conditions.isEmpty {
                reader.note(member.location, "'\(member.name)' under #if \(member.conditions.joined(separator: ", ")) is not carried: the spec language has no conditional members")
                continue
            }
            if ModelIdentityShape.isCandidate(member) {
                identityCandidates.append(member)
                continue
            }
            if !FormAdoptionReader.take(member, into: &self) { read(member) }
            if member.kind != .struct, member.kind != .enum, member.kind != .class,
                !LeadingComments.lines(of: member, in: reader.file, docOnly: true).isEmpty {
                reader.note(member.location, "the doc comment of '\(member.name)' is not carried: the spec has no per-member doc")
            }
        }
        var texts = self.texts
        texts.finish(&self)
        self.texts = texts
        markEnumLabels()
        var lifecycle = InitReader(members: self)
        lifecycle.read()
        self = lifecycle.members
    }

    private mutating func read(_ member: SwiftDeclaration) {
        if member.kind == .let, reader.model.errorDisplay?.leading.contains(where: { $0.name == member.name }) == true {
            return  // `displaysError:` adds it (ErrorDisplayReader checked its shape).
        }
        if member.kind == .var || member.kind == .let, member.name == "vmId", !member.isStatic {
            vmId = member
            return
        }
        switch member.kind {
        case .var where member.attributes.first?.name == "LocalizedString" && member.attributes[0].arguments == nil:
            readText(member)
        case .var where member.attributes.count == 1 && ["LocalizedString", "LocalizedStrings", "LocalizedCompoundString", "LocalizedSubs"].contains(member.attributes[0].name):
            var texts = self.texts
            texts.read(member, into: &self)
            self.texts = texts
        case .var where member.attributes.contains { $0.name.hasPrefix("Localized") }:
            let wrapper = member.attributes.first { $0.name.hasPrefix("Localized") }!.name
            reader.note(member.location, "text '\(member.name)' (@\(wrapper)) is not carried: only one @LocalizedString, @LocalizedSubs, @LocalizedStrings or @LocalizedCompoundString wrapper per text is imported")
        case .var where member.hasBody && texts.isSubstitutions(member):
            texts.substitutionBodies[member.name] = member
        case .let where !member.isStatic && !member.hasBody && member.initializer == nil && member.attributes.isEmpty:
            readProperty(member)
        case .var where member.hasBody:
            reader.note(member.location, "computed property '\(member.name)' is not carried: the spec language has no computed properties")
        case .var, .let:
            reader.note(member.location, "property '\(member.name)' is not carried: the spec holds only stored 'let' properties without a default value or wrapper")
        case .struct where NestedTypeReader.isCandidate(member) && !reader.model.nested:
            var nested = NestedTypeReader.read(member, parent: reader)
            // Its notes are the parent's: only top-level ViewModels' notes are listed.
            reader.model.notes += nested.model.notes
            nested.model.notes = []
            reader.model.nestedTypes.append(nested.model)
            reader.table = nested.table
        case .typealias where member.name == "Request":
            readRequest(member)
        case .`init`:
            inits.append(member)
        case .func where member.name == "stub" && member.isStatic:
            stubs.append(member)
        case .func:
            reader.note(member.location, "method '\(member.name)' is not carried: the spec language has no methods (operations are read from the {Name}ViewModelOperations protocol)")
        default:
            reader.note(member.location, "\(member.kind.rawValue) '\(member.name)' is not carried: the spec language cannot hold it inside a ViewModel")
        }
    }

    private mutating func readText(_ member: SwiftDeclaration) {
        guard member.typeAnnotation == nil, member.initializer == nil, !member.hasBody, member.attributes.count == 1,
            member.attributes[0].arguments == nil else {
            reader.note(member.location, "text '\(member.name)' is not carried: only a bare '@LocalizedString public var \(member.name)' is imported")
            return
        }
        let typeName = reader.declaration.name
        let found = reader.table.translations(type: typeName, key: member.name)
        guard !found.isEmpty else {
            reader.note(member.location, "text '\(member.name)' is not carried: no localization YAML gives '\(typeName).\(member.name)' in any locale")
            return
        }
        guard found.allSatisfy({ $0.list == nil }) else {
            reader.note(member.location, "text '\(member.name)' is not carried: its localization YAML is a list, which a @LocalizedString cannot show")
            return
        }
        reader.model.texts.append(.init(name: member.name, translations: found.map { ($0.locale, $0.value) }))
    }

    mutating func readProperty(_ member: SwiftDeclaration) {
        if let label = enumLabelSource(member) {
            // Generated with the enum property `label`: the spec carries it with that property.
            swiftTypes[member.name] = nil
            enumLabels[member.name] = label
            return
        }
        let projected = member.typeAnnotation.flatMap(Self.projection)
        guard let swift = projected?.plain ?? member.typeAnnotation, let read = reader.types.read(swift) else {
            reader.note(member.location, "property '\(member.name)' of type '\(member.typeAnnotation ?? "?")' is not carried: this import reads String, Int, Double, Bool, Date, URL, UUID, ModelIdType, SystemVersion, optionals, lists, imported ViewModels and LocalizableInt, LocalizableDate, LocalizableDouble (enums come next)")
            return
        }
        guard member.modifiers.contains("public") else {
            reader.note(member.location, "property '\(member.name)' is not carried: it is not public, and the spec generates only public properties")
            return
        }
        swiftTypes[member.name] = swift.filter { $0 != " " }
        reader.model.properties.append(.init(name: member.name, type: read.spec, display: projected?.display, stub: nil, viewModel: read.viewModel))
        propertyRefs[member.name] = read.ref
    }

    /// `LocalizableInt?` → (`Int?`, `LocalizableInt`): a display projection is stored
    /// wrapped, while the init and the spec take the plain value.
    static func projection(_ swift: String) -> (plain: String, display: String)? {
        let text = swift.filter { $0 != " " }
        let optional = text.hasSuffix("?")
        let base = optional ? String(text.dropLast()) : text
        guard let display = DisplayProjection(rawValue: base) else { return nil }
        return (display.plainType.rawValue + (optional ? "?" : ""), display.rawValue)
    }

    /// Label properties (generated for an enum property `x`: `xDisplay`, or the name its
    /// `label:` gave) → `x`.
    var enumLabels: [String: String] = [:]
    /// `self.L = x.localizableString` in an init: the label `L` of the enum property `x`.
    var labelAssignments: [String: String] = [:]

    /// `x` when `member` is a `public let …: LocalizableString` beside a carried enum property
    /// `x` that the init fills from it (`self.statusLabel = status.localizableString`), or named
    /// `xDisplay` as vmgen names it by default.
    private func enumLabelSource(_ member: SwiftDeclaration) -> String? {
        guard member.typeAnnotation == "LocalizableString", member.modifiers.contains("public") else { return nil }
        let source = labelAssignments[member.name] ?? (member.name.hasSuffix("Display") ? String(member.name.dropLast(7)) : nil)
        guard let source, let property = reader.model.properties.first(where: { $0.name == source }),
            reader.model.enumType(of: property, among: reader.types.enums) != nil, !property.type.hasPrefix("[") else { return nil }
        return source
    }

    /// Each carried enum property's label as the spec writes it: none when it has the default
    /// `xDisplay`, its name when another (`label: statusLabel`), `false` when it has none (so
    /// generating does not add one, which would change the encoded payload).
    private mutating func markEnumLabels() {
        let labelled = Dictionary(enumLabels.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for index in reader.model.properties.indices {
            let property = reader.model.properties[index]
            guard reader.model.enumType(of: property, among: reader.types.enums) != nil, !property.type.hasPrefix("[") else { continue }
            guard let name = labelled[property.name] else {
                reader.model.properties[index].label = "false"
                continue
            }
            if name != property.name + "Display" { reader.model.properties[index].label = name }
        }
    }

    /// `self.L = x.localizableString` (or `L = x.localizableString`) in the type's inits.
    private static func labelAssignments(in declaration: SwiftDeclaration, file: SwiftSourceFile) -> [String: String] {
        var found: [String: String] = [:]
        for initializer in declaration.members where initializer.kind == .`init` && initializer.hasBody {
            let code = file.codeTokens(in: initializer.bodyTokens)
            for index in code.indices.dropLast(4) where code[index + 1].text == "=" && code[index + 3].text == "." && code[index + 4].text == "localizableString" {
                guard code[index].kind == .identifier, code[index + 2].kind == .identifier else { continue }
                found[code[index].text] = code[index + 2].text
            }
        }
        return found
    }

    /// The spec type of each carried property, for the stub defaults.
    var propertyRefs: [String: TypeRef] = [:]

    private mutating func readRequest(_ member: SwiftDeclaration) {
        let expected = reader.model.name + "Request"
        if member.initializer != expected {
            reader.note(member.location, "'typealias Request = \(member.initializer ?? "")' is not carried: the spec names a page's request \(expected)")
        }
        if !reader.model.requestable {
            reader.note(member.location, "'typealias Request' is not carried: the ViewModel does not conform to RequestableViewModel")
        }
    }
}
