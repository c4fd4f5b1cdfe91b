/// The type and module names the generated code refers to without qualification — in the
/// templates, in the Swift the renderers write, and in what FOSMVVM's macros expand to.
///
/// A type the specs declare (a display enum, a ViewModel and the request, operations and stub
/// types derived from it) with one of these names would shadow the real one for the whole
/// module, and a member of one of these names would hide it inside its type: either way the
/// generated code stops compiling. So none of them can be a spec name. A test keeps this list
/// complete: every capitalized identifier in the built-in templates and in the examples'
/// generated code (with the macro expansion) is either declared by the specs or listed here.
public enum GeneratedNames {
    /// Name → where it comes from, for messages.
    static let types: [String: String] = {
        var result: [String: String] = [:]
        for (origin, names) in groups {
            for name in names { result[name] = origin }
        }
        return result
    }()

    private static let groups: [(String, [String])] = [
        ("Swift", [
            "Any", "AnyObject", "Array", "Bool", "CancellationError", "CaseIterable", "CheckedContinuation", "ClosedRange", "Codable",
            "CodingKey", "CodingKeys", "ContinuousClock", "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Equatable",
            "Error", "Hashable", "Hasher", "Identifiable", "Int", "MainActor", "Never", "Optional", "Self", "Sendable", "Set",
            "String", "Task", "Void",
        ]),
        ("Foundation", ["Bundle", "Date", "Locale", "NSString", "ProcessInfo", "URL", "UUID"]),
        ("Observation", ["Observable", "ObservationIgnored"]),
        ("SwiftUI", ["App", "ContentUnavailableView", "EmptyView", "EnvironmentKey", "EnvironmentValues", "List", "ProgressView", "Scene", "State", "Text", "VStack", "View", "ViewBuilder", "WindowGroup", "ZStack"]),
        ("Testing", ["Issue", "Suite", "Test"]),
        ("FOSFoundation", ["ModelIdType", "Stubbable", "SystemVersion"]),
        ("FOSMVVM", [
            "ClientHostedModelFactoryContext", "ClientHostedRequest", "ClientHostedViewModelFactory", "CreateRequest", "CreateResponseBody",
            "DeleteRequest", "DeleteResponseBody", "DestroyRequest", "DestroyResponseBody", "EmptyBody",
            "EmptyError", "EmptyFragment", "EmptyQuery", "EmptySort", "FieldValidationModel", "FormField", "FormFieldBase",
            "FormInputOption", "LiveViewModel",
            "Localizable", "LocalizableDate", "LocalizableDouble", "LocalizableError", "LocalizableId", "LocalizableInt", "LocalizableRef",
            "LocalizableString", "LocalizationStore", "LocalizedCompoundString", "LocalizedDate", "LocalizedDouble",
            "LocalizedInt", "LocalizedString", "LocalizedStrings", "LocalizedSubs", "MVVMEnvironment", "Model", "ModelIdentifiedViewModel",
            "ModelIdentity", "ModelNamespace",
            "ProjectionContext", "ReplaceRequest", "ReplaceResponseBody", "RequestableViewModel", "RetrievablePropertyNames", "ServerRequest",
            "ServerRequestAction", "ServerRequestBody", "ServerRequestError", "ServerRequestQuery", "ShowRequest", "ShowResponseBody",
            "UpdateRequest", "UpdateResponseBody", "ValidatableModel", "ValidationResult", "Validations",
            "ViewModel", "ViewModelFactory", "ViewModelFactoryContext", "ViewModelFactoryError", "ViewModelId",
            "ViewModelOperations", "ViewModelOptions", "ViewModelRequest", "ViewModelView",
        ]),
        ("FOSTesting", ["LocalizableTestCase"]),
        ("FOSTestingUI", ["ViewModelDisplayTestCase", "ViewModelViewTestCase"]),
        ("XCTest", ["XCTAssertFalse"]),
        ("FOSMVVMVapor", ["ActionProcessor", "ErrorMiddleware", "ServerRequestController", "TRequest", "VaporResponseBodyFactory"]),
        ("Vapor", ["Abort", "Application"]),
        // Member types the generated code declares and names inside its types.
        ("vmgen's generated code", ["AppState", "CallCounter", "Context", "Fragment", "LoadingState", "Query", "Request", "RequestBody", "ResponseBody", "ResponseError", "TestDoubleError", "TestGate", "Value", "VersionContext"]),
    ]

    /// Modules the generated code imports: a type of the same name breaks `Module.Type` references
    /// (SwiftPM's resource accessor writes `Foundation.Bundle`).
    static let modules: Set<String> = [
        "FOSFoundation", "FOSMVVM", "FOSMVVMVapor", "FOSTesting", "FOSTestingUI", "FOSTestingVapor", "Foundation", "Observation", "SwiftUI", "Testing",
        "Vapor", "VaporTesting", "XCTest",
    ]

    /// "the type String of Swift" / "the module Foundation", or `nil` when the generated code
    /// does not use `name`.
    public static func origin(of name: String) -> String? {
        if modules.contains(name) { return "the name of the module \(name), which" }
        guard let origin = types[name] else { return nil }
        return origin == "vmgen's generated code" ? "a type name" : "\(origin)'s type \(name), which"
    }

    /// Every reserved name, for tests.
    public static var all: Set<String> { Set(types.keys).union(modules) }
}
