/// Specs and configs with one mistake each, of a kind an editor can show while it is typed:
/// the schema and vmgen must both refuse every one.
enum InvalidDocuments {
    /// A valid page to start from; each case changes one thing.
    static let page = """
        viewModel: Orders
        hosting: server
        text:
          title: { en: "Orders" }
        properties:
          id: ModelIdType
          count: { type: Int, display: LocalizableInt }

        """

    static let specs: [(name: String, yaml: String)] = [
        ("unknown top-level key", page + "operatoins: {}\n"),
        ("hosting misspelt", page.replacingOccurrences(of: "hosting: server", with: "hosting: sever")),
        ("hosting missing", page.replacingOccurrences(of: "hosting: server\n", with: "")),
        ("viewModel missing", page.replacingOccurrences(of: "viewModel: Orders\n", with: "")),
        ("viewModel with the suffix", page.replacingOccurrences(of: "viewModel: Orders", with: "viewModel: OrdersViewModel")),
        ("viewModel lower case", page.replacingOccurrences(of: "viewModel: Orders", with: "viewModel: orders")),
        ("page not a Boolean", page + "page: yes\n"),
        ("property named by a keyword", page + "  class: String\n"),
        ("property named hashValue", page + "  hashValue: Int\n"),
        ("property named as a generated member", page + "  vmId: String\n"),
        ("text named as a generated member", page.replacingOccurrences(of: "  title: {", with: "  stub: {")),
        ("unknown display", page.replacingOccurrences(of: "LocalizableInt", with: "LocalizableFloat")),
        ("unknown property key", page.replacingOccurrences(of: "display:", with: "dispaly:")),
        ("property without a type", page.replacingOccurrences(of: "type: Int, ", with: "")),
        ("type that is not a type", page + "  tags: \"Map<String>\"\n"),
        ("identity misspelt", page + "identity: single\n"),
        ("identity with two forms", page + "identity: { id: id, compose: [id, count] }\n"),
        ("compose of one name", page + "identity: { compose: id }\n"),
        ("compose of a list of one", page + "identity: { compose: [id] }\n"),
        ("text in a non-locale", page.replacingOccurrences(of: "{ en: \"Orders\" }", with: "{ english: \"Orders\" }")),
        ("separator without pieces", page.replacingOccurrences(of: "properties:", with: "  footer: { separator: { en: \" · \" } }\nproperties:")),
        ("enum case none", page + "enums:\n  Status:\n    none: { en: \"None\" }\n"),
        ("operation key misspelt", page + "operations:\n  reload:\n    paramters: { id: ModelIdType }\n"),
        ("argument label inout", page + "operations:\n  reload:\n    parameters:\n      id: { type: ModelIdType, label: inout }\n"),
        ("responseError a keyword", page + "request:\n  responseError: some\n"),
        ("child owning operations", page + "children:\n  Row:\n    operations:\n      tap: {}\n"),
        ("form not a Fields protocol", page + "form: Vessel\n"),
        ("form key misspelt", page + "form:\n  name: VesselFields\n  createRequst: true\n  fields:\n    size: { type: Int, title: { en: \"Size\" } }\n"),
        ("form mapping without fields", page + "form: { name: VesselFields }\n"),
        ("form field of a type forms do not take", page + "form:\n  name: VesselFields\n  fields:\n    site: { type: URL, title: { en: \"Site\" } }\n"),
        ("form field inputType misspelt", page + "form:\n  name: VesselFields\n  fields:\n    mail: { type: String, inputType: emial, title: { en: \"Mail\" } }\n"),
        ("form field without a title", page + "form:\n  name: VesselFields\n  fields:\n    size: { type: Int }\n"),
        ("form field length not a range", page + "form:\n  name: VesselFields\n  fields:\n    code: { type: String, length: 60, title: { en: \"Code\" } }\n"),
        ("observable without services", "viewModel: Feed\nstyle: observable\nstate: \"[Post]\"\n"),
        ("observable view not a Boolean", """
            viewModel: Feed
            style: observable
            state: "[Post]"
            services:
              feed: { type: FeedService, methods: { fetch: { returns: "[Post]" } } }
            view: sure

            """),
        ("style misspelt", page + "style: observabel\n"),
    ] + requestSpecs

    /// Mistakes in `requests:`, in `sends:`, and in a spec of requests alone.
    static let requestSpecs: [(name: String, yaml: String)] = [
        ("request named with the suffix", page + "requests:\n  OrderUpdateRequest: {}\n"),
        ("request without an action", page + "requests:\n  OrderMove: { body: { id: ModelIdType } }\n"),
        ("request without an action, written with nothing", page + "requests:\n  OrderMove:\n"),
        ("request action misspelt", page + "requests:\n  OrderMove: { action: updte }\n"),
        ("show request by its name with a body", page + "requests:\n  OrderShow: { body: { id: ModelIdType } }\n"),
        ("show request by its action with a body", page + "requests:\n  OrderPeek: { action: show, body: { id: ModelIdType } }\n"),
        ("request key misspelt", page + "requests:\n  OrderUpdate: { qeury: { id: ModelIdType } }\n"),
        ("ResponseError field as a list", page + "requests:\n  OrderUpdate: { errors: { fields: { codes: [String] }, cases: { gone: { en: Gone } } } }\n"),
        ("ResponseError field as list text", page + "requests:\n  OrderUpdate: { errors: { fields: { codes: \"[String]\" }, cases: { gone: { en: Gone } } } }\n"),
        ("request with errors and responseError", page + "requests:\n  OrderUpdate: { responseError: OrderError, errors: { cases: { gone: { en: Gone } } } }\n"),
        ("request body not a Fields protocol", page + "requests:\n  OrderUpdate: { body: Order }\n"),
        ("body field key misspelt", page + "requests:\n  OrderUpdate: { body: { size: { type: Int, rnage: 1...5 } } }\n"),
        ("body field without a type", page + "requests:\n  OrderUpdate: { body: { size: { required: true } } }\n"),
        ("body field length not a range", page + "requests:\n  OrderUpdate: { body: { code: { type: String, length: 60 } } }\n"),
        ("query field not an identifier", page + "requests:\n  OrderUpdate: { query: { 1id: Int } }\n"),
        ("requests empty", page + "requests:\n"),
        ("request named as FOSMVVM's", page + "requests:\n  Server: { action: show }\n"),
        ("sends without Request", page + "operations:\n  reload:\n    sends: OrderUpdate\n    parameters: { mvvmEnv: MVVMEnvironment }\nrequests:\n  OrderUpdate: {}\n"),
        ("spec of requests alone with a page's key", "requests:\n  OrderUpdate: {}\nhosting: server\n"),
        ("spec of requests alone, empty", "doc: Order requests\nrequests:\n"),
        ("spec of neither a ViewModel nor requests", "doc: Order requests\n"),
    ]

    /// A config whose every other value is valid (its folders exist in the test's project).
    static let configs: [(name: String, yaml: String)] = [
        ("unknown key", "specz: Specs\n"),
        ("locales as one value", "locales: en, es\n"),
        ("locale not an identifier", "locales: [english]\n"),
        ("absolute path", "specs: /Specs\n"),
        ("path leaving the project", "specs: ../Specs\n"),
        ("module not an identifier", "viewModels: { module: View Models }\n"),
        ("module a keyword", "server: { module: class }\n"),
        ("domain module a keyword", "domainModules: [import]\n"),
        ("unknown rule", "rules: { VMID-99: off }\n"),
        ("unknown rule setting", "rules: { VMID-02: disabled }\n"),
        ("defaultIsolation misspelt", "lint: { defaultIsolation: mainactor }\n"),
        ("lint key misspelt", "lint: { exlude: [Sources] }\n"),
        ("app without deploymentURLs", "app: { name: Harbor }\n"),
        ("unknown deployment", "app: { name: Harbor, deploymentURLs: { prod: \"https://api.example.com\" } }\n"),
        ("deployment URL not http", "app: { name: Harbor, deploymentURLs: { production: \"ftp://api.example.com\" } }\n"),
        ("stateAccess misspelt", "observable: { stateAccess: private }\n"),
        ("tests key misspelt", "tests: { modul: ViewModels }\n"),
    ]
}
