/// An error display as `vmgen import` read it (`displaysError:`): the request whose
/// ResponseError it shows, the fields it keeps, and the stored properties the spec adds for
/// them ahead of the ViewModel's own.
struct ImportedErrorDisplay {
    /// `{Page}Request`.
    var request: String
    var keep: [String]
    /// `message`, then each kept field: name, Swift type and the `stub()` default vmgen writes.
    var leading: [(name: String, swift: String, stub: String)]
    /// The `extension {Name}ViewModel` holding `init(responseError:)`, which the spec generates.
    var extensionLocation: SourceLocation

    /// `displaysError: R` or `displaysError: { request: R, keep: [a, b] }`.
    var yaml: String {
        keep.isEmpty ? "displaysError: \(request)" : "displaysError: { request: \(request), keep: [\(keep.joined(separator: ", "))] }"
    }
}

/// Finds FOSMVVM's error displays in the shape vmgen writes for `displaysError:`: a
/// client-hosted `@ViewModel` storing `public let message: LocalizableString` first, then the
/// kept fields of a request's ResponseError (`code: R.ResponseError.Code`, fields by their
/// type), then its own properties, and after it `extension {Name}ViewModel { public
/// init(responseError: R.ResponseError) throws { try self.init(message: .constant(
/// responseError.localizedMessage.localizedString), kept: responseError.kept, own: own) } }`.
/// Only a request whose ResponseError the import carried can be named, since `generate`
/// checks it. Anything else is left to the usual notes (the extension, the `message` property).
enum ErrorDisplayReader {
    /// Error displays by ViewModel type name; `errors` are the carried ResponseErrors by request type name.
    static func find(_ files: [SwiftSourceFile], errors: [String: ImportedResponseError]) -> [String: ImportedErrorDisplay] {
        var result: [String: ImportedErrorDisplay] = [:]
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension && declaration.conditions.isEmpty
                && declaration.inheritance.isEmpty && declaration.genericWhere == nil && declaration.members.count == 1 {
                guard result[declaration.name] == nil, LeadingComments.lines(of: declaration, in: file, docOnly: false).isEmpty,
                    let type = file.declarations.first(where: { $0.kind == .struct && $0.name == declaration.name && $0.isViewModel }),
                    let found = read(declaration.members[0], of: type, in: file, errors: errors) else { continue }
                result[declaration.name] = ImportedErrorDisplay(request: found.request, keep: found.keep, leading: found.leading, extensionLocation: declaration.location)
            }
        }
        return result
    }

    private static func read(_ initializer: SwiftDeclaration, of type: SwiftDeclaration, in file: SwiftSourceFile, errors: [String: ImportedResponseError])
        -> (request: String, keep: [String], leading: [(name: String, swift: String, stub: String)])? {
        let clientHosted = type.attributes.contains { $0.name == "ViewModel" && ($0.arguments ?? "").filter { !$0.isWhitespace } == "options:[.clientHostedFactory]" }
        guard clientHosted, initializer.kind == .`init`, initializer.modifiers == ["public"], initializer.effects == ["throws"],
            let first = initializer.parameters.first, first.label == nil, first.name == "responseError", first.defaultValue == nil,
            first.type.hasSuffix(".ResponseError"), !BodyTokens.hasComment(initializer, in: file) else { return nil }
        let request = String(first.type.dropLast(".ResponseError".count))
        guard let error = errors[request] else { return nil }
        // Only vmgen's doc comment (or none) on the init: another one would be lost.
        let doc = ["Shows a caught \(request).ResponseError. Its message arrives already localized (the",
            "server's localizing encoder resolved it) and passes through unchanged."]
        guard [[], doc].contains(LeadingComments.lines(of: initializer, in: file, docOnly: false)) else { return nil }
        let stored = type.members.filter { $0.kind == .let && !$0.isStatic && $0.initializer == nil && !$0.hasBody && $0.conditions.isEmpty }
        guard let message = stored.first, message.name == ErrorDisplay.messageProperty, message.typeAnnotation == "LocalizableString",
            message.modifiers == ["public"], message.attributes.isEmpty else { return nil }
        // The arguments, one `label: expression` each, in the stored properties' order.
        guard let arguments = arguments(BodyTokens.code(of: initializer, in: file)), arguments.first?.label == message.name,
            arguments[0].value == ".constant(responseError.localizedMessage.localizedString)" else { return nil }
        var keep: [String] = []
        var leading = [(name: message.name, swift: "LocalizableString", stub: FakeVocabulary.value(for: .plain(.localizableString), name: message.name, enums: [:]))]
        var own: [(label: String, value: String)] = []
        for argument in arguments.dropFirst() {
            if argument.value == "responseError.\(argument.label)", own.isEmpty, let kept = kept(argument.label, of: error, request: request) {
                keep.append(argument.label)
                leading.append(kept)
            } else {
                own.append(argument)
            }
        }
        // Own properties are passed on by name, and are the extension's further parameters.
        let parameters = initializer.parameters.dropFirst()
        guard own.allSatisfy({ $0.label == $0.value }), parameters.map(\.name) == own.map(\.label),
            parameters.allSatisfy({ $0.label == nil && $0.defaultValue == nil }),
            stored.map(\.name).starts(with: leading.map(\.name)),
            zip(stored, leading).allSatisfy({ $0.typeAnnotation?.filter { !$0.isWhitespace } == $1.swift && $0.modifiers == ["public"] && $0.attributes.isEmpty })
        else { return nil }
        return (request, keep, leading)
    }

    /// A kept field as the spec stores it: `code` as the error's `Code` (first case as stub), a field by its type.
    private static func kept(_ name: String, of error: ImportedResponseError, request: String) -> (name: String, swift: String, stub: String)? {
        if name == "code", error.cases.count > 1 {
            return (name, "\(request).ResponseError.Code", "." + error.cases[0].name)
        }
        guard let field = error.fields.first(where: { $0.name == name }), let read = ImportTypeReader(viewModels: []).read(field.type) else { return nil }
        return (name, field.type, FakeVocabulary.value(for: read.ref, name: name, enums: [:]))
    }

    /// `try self.init(a: x, b: y.z)` → `[(a, "x"), (b, "y.z")]`, expressions joined without spaces.
    private static func arguments(_ tokens: [String]) -> [(label: String, value: String)]? {
        guard tokens.starts(with: ["try", "self", ".", "init", "("]), tokens.last == ")",
            let arguments = BodyTokens.labeledArguments(tokens[5..<(tokens.count - 1)]), !arguments.isEmpty else { return nil }
        return arguments.map { ($0.label, $0.value.joined()) }
    }
}
