/// `{Stem}CreateRequest` is `createRequest: true`: its members are compared with the ones
/// vmgen writes (a `RequestBody` adopting the Fields protocol, with the messages computed, and
/// `stub()` sending the form ViewModel's stubs). A nested `ResponseError`
/// (`createRequest: { errors: … }`) is `CreateRequestErrors`'; one it did not read is a note.
enum CreateRequestCheck {
    static func check(_ form: inout ImportedForm) {
        guard let (declaration, file) = form.createRequest else { return }
        let name = declaration.name
        if GeneratedShape.plain(declaration.inheritance.joined(separator: ",")) != "CreateRequest,@uncheckedSendable"
            || Set(declaration.modifiers) != ["public", "final"] || !declaration.attributes.isEmpty {
            form.note(declaration.nameLocation, "'\(name)' is not carried as written: the spec generates 'public final class \(name): CreateRequest, @unchecked Sendable'")
        }
        let context = FieldsContext(form: form.adoption).createRequest
        guard let expected = FormShapeCheck.expectedDeclaration(FileRenderer.TemplateName.createRequest, context, kind: .class) else { return }
        let members = GeneratedShape.members(expected.declaration)
        for member in declaration.members {
            let what = "\(member.kind.rawValue) '\(member.name)' of '\(name)'"
            // A nested struct is CreateRequestErrors' (carried, or listed by ResponseErrorReader) when it read it.
            if member.name == "ResponseError", member.kind == .struct, form.createRequestErrors != nil || form.notes.contains(where: { $0.location == member.location }) { continue }
            if member.name == "ResponseError", member.kind == .struct || member.kind == .enum || member.kind == .class {
                form.note(member.location, "the create request's ResponseError is not carried: 'createRequest: { errors: … }' holds a nested '@LocalizableError public struct ResponseError' of a form a server-hosted ViewModel adopts; without it the spec generates 'typealias ResponseError = EmptyError'")
                continue
            }
            guard member.conditions.isEmpty, GeneratedShape.matches(member, in: file, expected: members, generated: expected.file) else {
                let why = !member.conditions.isEmpty ? "it is declared under #if \(member.conditions.joined(separator: ", "))"
                    : members["\(member.kind.rawValue) \(member.name)"] == nil ? "vmgen does not write it in a create request"
                    : "it differs from what vmgen writes from the form's fields (and the form ViewModel's stubs); the spec regenerates it"
                form.note(member.location, "\(what) is not carried: \(why)")
                continue
            }
            FormShapeCheck.noteComments(member, in: file, what: what, twin: members["\(member.kind.rawValue) \(member.name)"], generated: expected.file, form: &form)
        }
    }
}
