/// A synthetic vmgen project of `count` top-level specs, each kind of spec represented in a
/// fixed rotation, so the same count always gives the same bytes.
///
/// The rotation (ten specs) mirrors the Harbor example: a server-hosted page with children,
/// list rows, a display enum, substitutions and compound text; an interactive server-hosted
/// page with a request query; a client-hosted page with an enum and operations writing
/// `@Observable` storage; a client-hosted text-only page; a form; a shared (`page: false`)
/// ViewModel; and one `style: observable` screen. Two locales, the app file and generated
/// tests are on, and each form and storage type has its hand-written Swift file in the
/// output folders, as in a real project.
struct SpecCorpus {
    let count: Int

    /// Project-relative path → file text.
    func files() -> [(path: String, text: String)] {
        // The App binds the first page it can (the form, the fifth spec); a smaller corpus (the
        // `--specs 1` that only wants the lint figures) names a view of its own instead.
        let config = count > 4 ? Self.config : Self.config.replacingOccurrences(of: "  name: Harbor\n", with: "  name: Harbor\n  rootView: HarborHomeView\n")
        var files: [(path: String, text: String)] = [("vmgen.yml", config)]
        for index in 0..<count {
            let name = Self.name(index)
            // A hundred specs per folder, as teams group features.
            let folder = "Specs/Area\(index / 100)"
            switch index % 10 {
            case 0, 5:
                files.append(("\(folder)/\(name).yml", Self.dashboard(name)))
            case 1, 6:
                files.append(("\(folder)/\(name).yml", Self.detail(name)))
            case 2:
                files.append(("\(folder)/\(name).yml", Self.preferences(name)))
                files.append(("Sources/ViewModels/\(name)/\(name)Settings.swift", Self.settingsStorage(name)))
            case 3:
                files.append(("\(folder)/\(name).yml", Self.errorPage(name)))
            case 4:
                files.append(("\(folder)/\(name).yml", Self.form(name)))
                files.append(("Sources/ViewModels/FieldModels/\(name)Fields.swift", Self.fieldsProtocol(name)))
            case 7:
                files.append(("\(folder)/\(name).yml", Self.detail(name, live: true)))
            case 8:
                files.append(("\(folder)/\(name).yml", Self.shared(name)))
            default:
                files.append(("\(folder)/\(name).yml", Self.screen(name)))
            }
        }
        return files
    }

    /// `Harbor0042`-style names: unique, upper camel case, stable.
    static func name(_ index: Int) -> String {
        let words = ["Harbor", "Berth", "Vessel", "Marina", "Dock", "Pier", "Cargo", "Crew", "Tide", "Quay"]
        let digits = String(index)
        return words[(index / 10) % words.count] + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    static let config = """
        # A synthetic project for vmgen-bench: every kind of spec, two locales.
        specs: Specs
        locales: [en, es]
        viewModels:
          module: ViewModels
          path: Sources/ViewModels
        server:
          module: WebServer
          path: Sources/WebServer
        resources:
          server: Sources/Resources/ViewModels
          client: Sources/ViewModels/Resources/Localizations
        domainModules: [HarborData]
        app:
          name: Harbor
          path: Sources/HarborApp
          deploymentURLs:
            production: "https://api.harbor.example"
            debug: "http://localhost:8080"
        tests:
          path: Tests/ViewModelsTests

        """

    /// Server-hosted page: children (a singleton header, list rows with an id and an enum,
    /// a composed identity), substitutions, compound text, LocalizableInt/Date.
    static func dashboard(_ name: String) -> String {
        """
        # The landing screen of \(name): every berth at a glance.
        viewModel: \(name)
        hosting: server
        doc: The landing screen of \(name), one row per berth.
        identity: singleton

        text:
          pageTitle: { en: "Harbor \(name)", es: "Puerto \(name)" }
          welcome:
            en: "Welcome back, %{name}. %{count} berths are free."
            es: "Hola de nuevo, %{name}. Hay %{count} amarres libres."
            substitutions: { name: operatorName, count: freeBerths }
          emptyState: { en: "No berths yet", es: "Aún no hay amarres" }
          rules:
            pieces:
              en: ["Mooring is at the owner's risk", "Fees are due on arrival"]
              es: ["El amarre es por cuenta y riesgo del propietario", "Las tarifas se pagan a la llegada"]
            separator: { en: " · ", es: " · " }

        properties:
          operatorName: String
          freeBerths: { type: Int, display: LocalizableInt }
          summary: \(name)Summary
          berths: [\(name)Row]
          endpoints: [\(name)Endpoint]

        request:
          query:
            areaId: ModelIdType

        children:
          \(name)Summary:
            doc: A once-only header panel above the berth list.
            identity: singleton
            text:
              title: { en: "Today", es: "Hoy" }
            properties:
              occupied: { type: Int, display: LocalizableInt }
              capacity: { type: Int, display: LocalizableInt }
              updatedAt: { type: Date, display: LocalizableDate }

          \(name)Row:
            doc: One berth in the list.
            identity: { id: id }
            properties:
              id: ModelIdType
              name: { type: String, stub: "Bedrock Slip 42" }
              vesselName: { type: String?, stub: "Fred Flintstone's Dinghy" }
              occupiedSince: { type: Date?, display: LocalizableDate }
              liveness: { type: \(name)Liveness, stub: occupied }
            enums:
              \(name)Liveness:
                free: { en: "Free", es: "Libre" }
                occupied: { en: "Occupied", es: "Ocupado" }
                outOfService: { en: "Out of service", es: "Fuera de servicio" }

          \(name)Endpoint:
            doc: A harbor service the app talks to; identified by host and contract version.
            identity: { compose: [host, version] }
            properties:
              host: String
              version: SystemVersion
              isReachable: Bool

        """
    }

    /// Server-hosted interactive page with a request query and server operations.
    static func detail(_ name: String, live: Bool = false) -> String {
        """
        # One berth of \(name), with the harbor master's actions on it.
        viewModel: \(name)Detail
        hosting: server
        identity: { id: berthId }
        \(live ? "live: true\n" : "")
        request:
          query:
            berthId: ModelIdType

        text:
          reserveTitle: { en: "Reserve", es: "Reservar" }
          releaseTitle: { en: "Release", es: "Liberar" }
          mooringRules:
            pieces:
              en: ["Mooring is at the owner's risk", "Fees are due on arrival"]
              es: ["El amarre es por cuenta y riesgo del propietario", "Las tarifas se pagan a la llegada"]
            separator: { en: " · ", es: " · " }

        properties:
          berthId: ModelIdType
          name: String
          lengthMeters: { type: Double, display: LocalizableDouble }
          reservedUntil: { type: Date?, display: LocalizableDate }
          tags: [String]

        operations:
          reserve:
            parameters:
              berthId: ModelIdType
              nights: Int
              mvvmEnv: MVVMEnvironment
          release:
            parameters:
              berthId: ModelIdType
              mvvmEnv: MVVMEnvironment

        """
    }

    /// Client-hosted page: an enum, and operations that write `@Observable` storage.
    static func preferences(_ name: String) -> String {
        """
        # Device-local settings of \(name): built on the client from @Observable storage.
        viewModel: \(name)Preferences
        hosting: client

        text:
          pageTitle: { en: "Preferences", es: "Preferencias" }
          darkModeLabel: { en: "Appearance", es: "Apariencia" }
          notificationsLabel: { en: "Arrival alerts", es: "Avisos de llegada" }

        properties:
          notificationsEnabled: Bool
          theme: \(name)Theme

        enums:
          \(name)Theme:
            system: { en: "Match the device", es: "Como el dispositivo" }
            light: { en: "Light", es: "Claro" }
            dark: { en: "Dark", es: "Oscuro" }

        operations:
          setTheme:
            parameters:
              theme: { type: \(name)Theme, label: _ }
            output: { type: \(name)Settings, assigns: { theme: theme } }
          setNotificationsEnabled:
            parameters:
              enabled: { type: Bool, label: _ }
            output: { type: \(name)Settings, assigns: { notificationsEnabled: enabled } }

        """
    }

    /// Client-hosted, text and plain values only.
    static func errorPage(_ name: String) -> String {
        """
        # Shown when moving a vessel of \(name) fails.
        viewModel: \(name)MoveError
        hosting: client

        text:
          title: { en: "The vessel could not be moved", es: "No se pudo mover la embarcación" }
          retryTitle: { en: "Try again", es: "Reintentar" }

        properties:
          message: String
          errorCode: String
          attempts: { type: Int, stub: 3 }

        """
    }

    /// A server-hosted form with a submit operation.
    static func form(_ name: String) -> String {
        """
        # The form a skipper fills in to register a vessel at \(name).
        viewModel: \(name)Form
        hosting: server
        form: \(name)Fields

        text:
          pageTitle: { en: "Register a vessel", es: "Registrar una embarcación" }
          submitTitle: { en: "Register", es: "Registrar" }

        properties:
          name: String
          registration: String?
          lengthMeters: Double

        operations:
          submit:
            parameters:
              name: String
              registration: String?
              lengthMeters: Double
              mvvmEnv: MVVMEnvironment

        """
    }

    /// A shared ViewModel that is not a page.
    static func shared(_ name: String) -> String {
        """
        # A contact card of \(name), shared by several pages.
        viewModel: \(name)Contact
        hosting: server
        page: false
        identity: { id: contactId }

        text:
          callTitle: { en: "Call", es: "Llamar" }

        properties:
          contactId: UUID
          displayName: String
          phone: String?
          website: URL?
          lastSeen: { type: Date, display: LocalizableDate, stub: 1914-02-03 }

        """
    }

    /// A `style: observable` screen.
    static func screen(_ name: String) -> String {
        """
        # The arrivals board of \(name).
        viewModel: \(name)Board
        style: observable
        doc: The arrivals board the harbor master keeps open on the office screen.
        state: "[\(name)Arrival]"
        value: arrivals
        services:
          schedule:
            type: \(name)Service
            default: live
            methods:
              upcomingArrivals: { returns: "[\(name)Arrival]" }
              confirm: { parameters: { arrivalId: String } }
        load: { service: schedule, method: upcomingArrivals }
        actions:
          onTappedRefresh: { reloads: true }
          onConfirmedArrival:
            parameters: { arrival: \(name)Arrival }
        view: true
        tests: true

        """
    }

    static func settingsStorage(_ name: String) -> String {
        """
        // Hand-written (not generated): the @Observable storage the \(name)Preferences operations write.
        import Foundation
        import Observation

        @Observable
        public final class \(name)Settings: @unchecked Sendable {
            public var theme: \(name)Theme
            public var notificationsEnabled: Bool

            public init(theme: \(name)Theme = .system, notificationsEnabled: Bool = true) {
                self.theme = theme
                self.notificationsEnabled = notificationsEnabled
            }
        }

        """
    }

    static func fieldsProtocol(_ name: String) -> String {
        """
        // Hand-written (not generated): the Fields protocol of the \(name) vessel form.
        import FOSFoundation
        import FOSMVVM
        import Foundation

        public protocol \(name)Fields: ValidatableModel, Codable, Sendable {
            var name: String { get set }
            var registration: String? { get set }
            var lengthMeters: Double { get set }
        }

        """
    }
}
