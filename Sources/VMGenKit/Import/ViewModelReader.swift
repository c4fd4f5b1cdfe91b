/// Reads one top-level `@ViewModel` struct into an `ImportedViewModel`: its hosting, page-ness,
/// doc, text, stored properties and identity. Every other member becomes a note at its place.
struct ViewModelReader {
    var file: SwiftSourceFile
    var types: ImportTypeReader
    var table: LocalizationTable
    var model: ImportedViewModel
    let declaration: SwiftDeclaration
    /// The form this ViewModel adopts, when it adopts one `FormReader` read.
    var form: ImportedForm?

    init(_ declaration: SwiftDeclaration, in file: SwiftSourceFile, types: ImportTypeReader, table: LocalizationTable, operations: [ImportedViewModel.Operation] = []) {
        self.file = file
        self.types = types
        self.table = table
        self.declaration = declaration
        let directory = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        model = ImportedViewModel(
            name: String(declaration.name.dropLast(9)), path: file.path, directory: directory,
            location: declaration.nameLocation, clientHosted: false, requestable: false)
        model.operations = operations
    }

    mutating func read() -> ImportedViewModel {
        readAttributes()
        readConformances()
        model.doc = LeadingComments.lines(of: declaration, in: file, docOnly: true)
        if !declaration.modifiers.contains("public") {
            note(declaration.location, "'\(declaration.name)' is not public; the spec always generates a public ViewModel")
        }
        var members = MemberReader(reader: self)
        members.read()
        self = members.reader
        readModelIdentifiedConformance()
        if let form { FormAdoptionReader.attach(form, to: &self) }
        return model
    }

    private mutating func readAttributes() {
        if !declaration.isViewModel, !model.nested {
            note(declaration.nameLocation, "'\(declaration.name)' conforms to \(declaration.namedViewModelProtocol ?? "ViewModel") by hand, without the @ViewModel macro: the spec generates it with the macro, which FOSMVVM 0.13 needs to write propertyNames() (the key of each @LocalizedString)")
        }
        for attribute in declaration.attributes {
            guard attribute.name == "ViewModel" else {
                note(attribute.location, "attribute '@\(attribute.name)' is not carried: the spec generates only @ViewModel")
                continue
            }
            let options = (attribute.arguments ?? "").filter { !$0.isWhitespace }
            switch options {
            case "", "options:[]": break
            case "options:[.clientHostedFactory]": model.clientHosted = true
            case "options:[.live]" where declaration.inheritance.contains("RequestableViewModel"): model.live = true
            default:
                note(attribute.location, "@ViewModel options '\(attribute.arguments ?? "")' are not carried: this import reads [.clientHostedFactory] and [.live]")
            }
        }
    }

    private mutating func readConformances() {
        guard !model.nested else { return }  // NestedTypeReader checks a nested type's.
        for conformance in declaration.inheritance {
            if conformance == "RequestableViewModel" {
                model.requestable = true
            } else if conformance == "ViewModel" {
                // What the @ViewModel macro conforms every spec's ViewModel to.
            } else if conformance == form?.adoption.fieldsProtocol || conformance == "ModelIdentifiedViewModel" {
                continue  // The form's, or decided once the identity is read.
            } else if conformance.hasSuffix("Fields"), conformance.count > 6 {
                note(declaration.nameLocation, "conformance '\(conformance)' is not carried: a form is read from its Fields protocol among the imported sources, for one ViewModel (no such protocol was found, or another ViewModel adopts it); for one declared elsewhere, write 'form: \(conformance)'")
            } else if let problem = Self.conformanceProblem(conformance) {
                note(declaration.nameLocation, "conformance '\(conformance)' is not carried: \(problem)")
            } else {
                model.conforms.append(conformance)
            }
        }
        if model.requestable, model.clientHosted {
            note(declaration.nameLocation, "a client-hosted RequestableViewModel is not carried as such: the spec makes a client-hosted page without a Request")
        }
    }

    /// Why `conforms:` could not carry `conformance` (the spec's own rules, `ConformanceReader`),
    /// or `nil` when it can: `Equatable`, `Hashable` or a protocol of the project's own. What
    /// FOSMVVM gives every ViewModel (`Codable`, `Identifiable`, …) is already there.
    static func conformanceProblem(_ conformance: String) -> String? {
        if ConformanceReader.synthesized.contains(conformance) { return nil }
        switch conformance {
        case "Codable", "Encodable", "Decodable", "Sendable", "Identifiable", "Stubbable", "RetrievablePropertyNames":
            return "FOSMVVM's ViewModel gives it, so the spec needs no 'conforms' for it"
        default:
            break
        }
        if let wrong = ConformanceReader.wrong(conformance) { return wrong }
        guard SwiftNames.isIdentifier(conformance), GeneratedNames.types[conformance] == nil, PlainType(rawValue: conformance) == nil else {
            return "'conforms' takes Equatable, Hashable or a protocol of the project's own"
        }
        return nil
    }

    /// `ModelIdentifiedViewModel` is what a spec's `modelIdentity` identity generates; with any
    /// other identity the conformance is not carried.
    private mutating func readModelIdentifiedConformance() {
        guard !model.nested, declaration.inheritance.contains("ModelIdentifiedViewModel") else { return }
        if case .modelIdentity = model.identity { return }
        note(declaration.nameLocation, "conformance 'ModelIdentifiedViewModel' is not carried: the spec gives it with 'identity: { modelIdentity: … }', and this ViewModel's identity is another")
    }

    mutating func note(_ location: SourceLocation, _ message: String) {
        model.notes.append(ImportNote(location: location, message: message))
    }
}

extension SwiftDeclaration {
    /// A struct `vmgen import` reads as a ViewModel: `@ViewModel`, or conforming by hand to a
    /// ViewModel protocol as code written before the macro does (`struct X: RequestableViewModel`).
    var isImportableViewModel: Bool {
        kind == .struct && (isViewModel || namedViewModelProtocol != nil)
    }
}
