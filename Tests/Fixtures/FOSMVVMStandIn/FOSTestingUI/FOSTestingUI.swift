// Stand-in for FOSTestingUI — FOSUtilities 0.13.3, Sources/FOSTestingUI (the whole module is
// `#if os(iOS) || os(tvOS) || os(watchOS) || os(macOS) || os(visionOS)`, so it is empty on Linux).
// Every declaration keeps the library's signature, file:line given; bodies are placeholders.
// Type-checking only.

import FOSFoundation
import FOSMVVM
import Foundation
import XCTest

// MARK: - XCTest's UI-testing API

// Apple's XCTest only: Linux's XCTest (swift-corelibs-xctest) has no UI testing. Declared from
// Apple's documentation, reduced to what FOSTestingUI and the generated UI tests name; like the
// Apple framework's, the classes are MainActor-isolated (NS_SWIFT_UI_ACTOR).

@MainActor open class XCUIElement {
    public var exists: Bool { false }
    public var isHittable: Bool { false }
    public var label: String { "" }
    public var value: Any? { nil }
    public var isEnabled: Bool { false }
    public func waitForExistence(timeout: TimeInterval) -> Bool { false }
    public func tap() {}
    public func typeText(_ text: String) {}
}

@MainActor open class XCUIApplication: XCUIElement {
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    public var launchArguments: [String] = []
    public var launchEnvironment: [String: String] = [:]
    public var state: State { .unknown }

    public override init() {}
    public init(bundleIdentifier: String) {}
    public func launch() {}
    public func activate() {}
    public func terminate() {}
    public func wait(for state: State, timeout: TimeInterval) -> Bool { false }
}

// MARK: - ViewModelViewTestCase.swift

/// Line 67.
@MainActor open class ViewModelDisplayTestCase<VM: ViewModel>: XCTestCase, @unchecked Sendable {
    /// Line 75.
    public var localizationStore: LocalizationStore {
        get throws { throw RunError.setupNotCalled }
    }

    /// Line 86.
    public var locales: Set<Locale>?

    /// Line 93.
    public func localizedViewModel(
        _ viewModel: VM = .stub(),
        locale: Locale? = nil
    ) throws -> VM {
        viewModel
    }

    /// Line 151.
    @MainActor public func presentView(
        testConfiguration: String = "",
        viewModel: VM = .stub(),
        locale: Locale? = nil,
        timeout: TimeInterval = 10
    ) throws -> XCUIApplication {
        throw RunError.setupNotCalled
    }

    /// Line 210.
    public func setUp(
        bundle: Bundle,
        resourceDirectoryName: String = "",
        appBundleIdentifier: String,
        locales: Set<Locale>? = nil
    ) async throws {}

    /// Line 262.
    public func setUp(
        bundles: [Bundle],
        resourceDirectoryName: String = "",
        appBundleIdentifier: String,
        locales: Set<Locale>? = nil
    ) async throws {
        try await super.setUp()
    }

    /// Line 286.
    override public func tearDown() async throws {
        try await super.tearDown()
    }

    /// Lines 292-322.
    public static var en: Locale { Locale(identifier: "en") }
    public var en: Locale { Self.en }
    public static var enUS: Locale { Locale(identifier: "en-US") }
    public var enUS: Locale { Self.enUS }
    public static var enGB: Locale { Locale(identifier: "en-GB") }
    public var enGB: Locale { Self.enGB }
    public static var es: Locale { Locale(identifier: "es") }
    public var es: Locale { Self.es }
}

/// Line 392.
@MainActor open class ViewModelViewTestCase<VM: ViewModel, VMO: ViewModelOperations>: ViewModelDisplayTestCase<VM>, @unchecked Sendable {
    /// Line 394: decodes `VMO` from the text the view's TestDataTransporter shows.
    @MainActor public func viewModelOperations() throws -> VMO {
        throw RunError.cannotRetrieveOperationsData
    }
}

/// Line 415.
public enum RunError: Error, CustomDebugStringConvertible {
    case didntStart
    case setupNotCalled
    case badUrlString(_ str: String)
    case cannotRetrieveOperationsData

    public var debugDescription: String { "RunError" }
}

// MARK: - UITestingElement.swift

public extension XCUIApplication {
    /// Line 48.
    func uiTestingElement(_ identifier: String) -> UITestingElement {
        .init(app: self, identifier: identifier)
    }
}

/// Line 79.
@MainActor public struct UITestingElement {
    private let app: XCUIApplication
    private let identifier: String

    init(app: XCUIApplication, identifier: String) {
        self.app = app
        self.identifier = identifier
    }

    /// Lines 108-170.
    public var exists: Bool { false }
    public var isVisible: Bool { false }
    public var label: String { "" }
    public var value: String? { nil }
    public var isEnabled: Bool { false }
    /// Line 311.
    public var xcuiElement: XCUIElement { app }

    /// Lines 383, 404, 432.
    @discardableResult public func waitForExistence(timeout: TimeInterval = 10) -> Bool { false }
    @discardableResult public func waitForDisappearance(timeout: TimeInterval = 10) -> Bool { false }
    @discardableResult public func waitForStableFrame(timeout: TimeInterval = 10) -> Bool { false }

    /// Lines 474, 612, 665.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {}
    public func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {}
    public func setText(
        _ text: String,
        expecting expectedValue: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {}
}

public extension UITestingElement {
    /// Line 968.
    func selectPickerItem(
        _ itemIdentifier: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {}

    /// Line 1114.
    func setToggle(
        _ on: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) {}
}

// MARK: - DismissKeyboard.swift

public extension XCUIApplication {
    /// Line 41.
    func dismissKeyboard(file: StaticString = #filePath, line: UInt = #line) {}
}

// MARK: - XCTAssert+Localizable.swift (lines 37-97)

public func XCTAssertEqual(
    _ expression1: @autoclosure () -> String,
    _ expression2: @autoclosure () -> some Localizable,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertEqual(
    _ expression1: @autoclosure () -> String?,
    _ expression2: @autoclosure () -> some Localizable,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotEqual(
    _ expression1: @autoclosure () -> String,
    _ expression2: @autoclosure () -> some Localizable,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotEqual(
    _ expression1: @autoclosure () -> String?,
    _ expression2: @autoclosure () -> some Localizable,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}
