/// The schema of `form:`: a hand-written Fields protocol's name, or the mapping that declares
/// the form's fields (`FormBuilder`). Descriptions are passages of docs/spec.md's "Forms".
enum FormSchema {
    static let fieldsProtocol = SchemaBuilder.pattern("^[A-Za-z_][A-Za-z0-9_]*Fields$")

    /// `lower...upper`, a field's `length` or `range` (a form's, or a request body's).
    static let limitRange = SchemaBuilder.pattern("^ *[-+]?[0-9.eE+-]+ *\\.\\.\\. *[-+]?[0-9.eE+-]+ *$")

    static func form(_ builder: inout SchemaBuilder) -> JSONValue {
        let mapping = builder.object(
            "'form'", readerKeys: SpecKeys.form, required: ["name", "fields"],
            [
                ("name", SchemaBuilder.described(fieldsProtocol, "the Fields protocol, ending in `Fields`; required")),
                ("fields", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("propertyName"), values: field(&builder),
                    description: "field name → field; each field is also a property of the form ViewModel (first in its init), so `properties:` does not repeat it")),
                ("createRequest", SchemaBuilder.oneOf(
                    [
                        SchemaBuilder.boolean(),
                        builder.object(
                            "'createRequest'", readerKeys: SpecKeys.createRequest,
                            [("errors", SpecSchema.responseErrors(&builder))]),
                    ],
                    description: "`true`: also `{Stem}CreateRequest` (`VesselFields` → `VesselCreateRequest`), a `CreateRequest` whose `RequestBody` adopts the protocol")),
            ])
        return SchemaBuilder.oneOf([fieldsProtocol, mapping])
    }

    static func field(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a form field", readerKeys: SpecKeys.field, required: ["type", "title"],
            [
                ("type", SchemaBuilder.pattern(
                    "^ *(String|Int|Double|Bool|Date) *\\?? *$", description: "`String`, `Int`, `Double`, `Bool` or `Date`, optional or not")),
                ("fieldType", SchemaBuilder.enumeration(FieldControl.allCases.map(\.rawValue), description: "FOSMVVM's `FormFieldType`")),
                ("inputType", SchemaBuilder.enumeration(
                    FormInputTypes.all, description: "FOSMVVM's `FormInputType` of a `text` or `textArea` field, its keyboard and content type")),
                ("autocomplete", SchemaBuilder.enumeration(
                    FormInputOptions.autocomplete, description: "FOSMVVM's `FormInputOption.Autocomplete` of a text field (autofill)")),
                ("autocapitalize", SchemaBuilder.enumeration(
                    FormInputOptions.autocapitalize, description: "FOSMVVM's `FormInputOption.Autocapitalize` of a text field")),
                ("required", SchemaBuilder.boolean("`true`: an empty String, or a nil optional, fails with the message `required`")),
                ("length", SchemaBuilder.described(limitRange, "`lower...upper` characters of a String")),
                ("range", SchemaBuilder.described(limitRange, "`lower...upper` values of an Int or Double; outside fails with `outOfRange`")),
                ("title", SchemaBuilder.ref("localized", description: "the field's label per locale; required")),
                ("placeholder", SchemaBuilder.ref("localized", description: "the placeholder text per locale")),
                ("messages", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("identifier"), values: SchemaBuilder.ref("localized"),
                    description: "message key → text per locale")),
                ("stub", .object([("description", .string("the value `stub()` uses, as for a property"))])),
            ])
    }
}
