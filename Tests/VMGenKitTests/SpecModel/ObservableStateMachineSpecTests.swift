import VMGenKit
import VMGenTestSupport
import XCTest

/// `states:` and `transitions:` of a `style: observable` spec: one enum of named states, a
/// method per transition that moves only from its states, a test per transition — and the
/// errors of each way the machine can be wrong, at their place.
final class ObservableStateMachineSpecTests: XCTestCase {
    private let valid = """
        viewModel: Session
        style: observable
        states:
          signedOut: {}
          signingIn:
          signedIn: { associated: String }
          failed: { associated: Int }
        transitions:
          onSubmittedSignIn: { from: [signedOut, failed], to: signingIn }
          onSignedIn: { from: signingIn, to: signedIn }
          onFailed: { from: signingIn, to: failed }
          onReset: { from: [signedOut, signingIn, signedIn, failed], to: signedOut }
        view: true
        tests: true
        """

    private let viewModelPath = "Sources/App/Screens/Session/SessionViewModel.swift"
    private let testsPath = "Tests/AppTests/SessionViewModelTests.swift"

    func testAValidMachineBuildsItsStatesAndTransitions() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Session.yml": valid])
        XCTAssertEqual(diagnostics, [])
        let screen = try XCTUnwrap(set.screens.first)
        let machine = try XCTUnwrap(screen.machine)
        XCTAssertFalse(screen.loads)
        XCTAssertEqual(machine.states.map(\.name), ["signedOut", "signingIn", "signedIn", "failed"])
        XCTAssertEqual(machine.states.map(\.associated), [nil, nil, "String", "Int"])
        XCTAssertEqual(machine.transitions.map(\.name), ["onSubmittedSignIn", "onSignedIn", "onFailed", "onReset"])
        XCTAssertEqual(machine.transitions.map(\.from), [["signedOut", "failed"], ["signingIn"], ["signingIn"], ["signedOut", "signingIn", "signedIn", "failed"]])
        XCTAssertEqual(machine.transitions.map(\.to), ["signingIn", "signedIn", "failed", "signedOut"])
    }

    /// The enum and `state`, the initializer that starts in the first state, and a transition
    /// that refuses any other state than its own, with its work in a protected region after the move.
    func testTheViewModelHasOneEnumAndAGuardedMethodPerTransition() throws {
        let files = SpecHarness.rendered(valid)
        let viewModel = try XCTUnwrap(files[viewModelPath], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("""
                enum SessionState: Equatable {
                    case signedOut
                    case signingIn
                    case signedIn(String)
                    case failed(Int)
                }

                private(set) var state: SessionState
            """), viewModel)
        XCTAssertTrue(viewModel.contains("    init(state: SessionState = .signedOut) {\n        self.state = state\n    }\n"), viewModel)
        XCTAssertTrue(viewModel.contains("""
                /// Moves from signingIn to signedIn; from any other state it does nothing and returns false.
                @discardableResult
                func onSignedIn(_ value: String) -> Bool {
                    switch state {
                    case .signingIn: break
                    default: return false
                    }
                    state = .signedIn(value)
                    // vmgen:begin onSignedIn
                    // vmgen:end onSignedIn
                    return true
                }
            """), viewModel)
        // From every state: no switch, whose default would never run.
        XCTAssertTrue(viewModel.contains("""
                /// Moves from any state to signedOut.
                @discardableResult
                func onReset() -> Bool {
                    state = .signedOut
            """), viewModel)
        XCTAssertFalse(viewModel.contains("LoadingState"), viewModel)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }

    /// Each transition is tested from each of its states and refused from each other one; one
    /// from every state has nothing to refuse.
    func testEachTransitionIsTestedFromItsStatesAndRefusedFromTheOthers() throws {
        let tests = try XCTUnwrap(SpecHarness.rendered(valid)[testsPath])
        XCTAssertTrue(tests.contains("""
                @Test func onSubmittedSignInMovesFromEachOfItsStates() {
                    let starts: [SessionViewModel.SessionState] = [.signedOut, .failed(42)]
                    for start in starts {
                        let viewModel = SessionViewModel(state: start)
                        #expect(viewModel.onSubmittedSignIn())
                        #expect(viewModel.state == .signingIn)
                    }
                }
            """), tests)
        XCTAssertTrue(tests.contains("""
                @Test func onSignedInIsRefusedFromOtherStates() {
                    let starts: [SessionViewModel.SessionState] = [
                        .signedOut,
                        .signedIn("Yabba dabba doo"),
                        .failed(42)
                    ]
                    for start in starts {
                        let viewModel = SessionViewModel(state: start)
                        #expect(!viewModel.onSignedIn("Yabba dabba doo"))
                        #expect(viewModel.state == start)
                    }
                }
            """), tests)
        XCTAssertTrue(tests.contains("@Test func startsInSignedOut() {"), tests)
        XCTAssertTrue(tests.contains("@Test func onResetMovesFromEachOfItsStates() {"), tests)
        XCTAssertFalse(tests.contains("onResetIsRefusedFromOtherStates"), tests)
    }

    /// vmgen has no value of the app's own types: a state carrying one is left out of the tests'
    /// starts, and a transition to it gets no test.
    func testAStateOfTheAppsOwnTypeIsLeftOutOfTheTests() throws {
        let spec = valid.replacingOccurrences(of: "signedIn: { associated: String }", with: "signedIn: { associated: User }")
        let tests = try XCTUnwrap(SpecHarness.rendered(spec)[testsPath])
        XCTAssertFalse(tests.contains("onSignedIn"), tests)
        XCTAssertTrue(tests.contains("let starts: [SessionViewModel.SessionState] = [.signedOut, .signingIn, .failed(42)]"), tests)
    }

    func testAnUnknownStateInATransitionIsAnErrorAtIt() {
        let from = valid.replacingOccurrences(of: "from: [signedOut, failed]", with: "from: [signedOut, faild]")
        XCTAssertEqual(SpecHarness.errors(from), """
            Specs/A.yml:9:42: error: the transition 'onSubmittedSignIn' moves from 'faild', which is not in 'states'; did you mean 'failed'? [spec]
              onSubmittedSignIn: { from: [signedOut, faild], to: signingIn }
                                                     ^

            """)
        let to = valid.replacingOccurrences(of: "to: signedIn }", with: "to: signedin }")
        XCTAssertEqual(SpecHarness.errors(to), """
            Specs/A.yml:10:38: error: the transition 'onSignedIn' moves to 'signedin', which is not in 'states'; did you mean 'signedIn'? [spec]
              onSignedIn: { from: signingIn, to: signedin }
                                                 ^

            """)
        let twice = valid.replacingOccurrences(of: "from: [signedOut, failed]", with: "from: [signedOut, signedOut]")
        XCTAssertTrue(SpecHarness.errors(twice).contains("9:42: error: the transition 'onSubmittedSignIn' lists the state 'signedOut' twice in 'from' [spec]"), SpecHarness.errors(twice))
        let missing = valid.replacingOccurrences(of: "{ from: signingIn, to: failed }", with: "{ to: failed }")
        XCTAssertTrue(SpecHarness.errors(missing).contains("11:3: error: the transition 'onFailed' names the states it moves 'from' (one or a list) and the state it moves 'to'"), SpecHarness.errors(missing))
    }

    func testStateNamesMustBeCasesAndListedOnce() {
        let keyword = valid.replacingOccurrences(of: "  signingIn:\n", with: "  default:\n")
        XCTAssertTrue(SpecHarness.errors(keyword).contains("5:3: error: 'default' is a Swift keyword and cannot be a state name [spec]"), SpecHarness.errors(keyword))
        let none = valid.replacingOccurrences(of: "  signingIn:\n", with: "  none:\n")
        XCTAssertTrue(SpecHarness.errors(none).contains("5:3: error: 'none' cannot be a state: wherever the enum is optional, .none means nil"), SpecHarness.errors(none))
        let twice = valid.replacingOccurrences(of: "  signingIn:\n", with: "  signedOut:\n")
        XCTAssertTrue(SpecHarness.errors(twice).contains("5:3: error: duplicate key 'signedOut' in this mapping"), SpecHarness.errors(twice))
        let one = "viewModel: Session\nstyle: observable\nstates:\n  signedOut: {}\ntransitions:\n  onReset: { from: signedOut, to: signedOut }\n"
        XCTAssertTrue(SpecHarness.errors(one).contains("3:1: error: 'states' names at least two states"), SpecHarness.errors(one))
        let empty = valid.replacingOccurrences(of: "{ from: signingIn, to: failed }", with: "{ from: [], to: failed }")
        XCTAssertTrue(SpecHarness.errors(empty).contains("11:21: error: the transition 'onFailed' moves from at least one state [spec]"), SpecHarness.errors(empty))
        let first = valid.replacingOccurrences(of: "  signedOut: {}\n", with: "  signedOut: { associated: String }\n")
        XCTAssertTrue(SpecHarness.errors(first).contains("4:3: error: the first state, 'signedOut', is where the screen starts and cannot carry a value (String)"), SpecHarness.errors(first))
    }

    /// Transitions are members of the class: they may not repeat a generated member, a service
    /// or an action; `value`, the parameter of a transition to a state with a value, is taken too.
    func testTransitionNamesMustNotClashWithTheClassesMembers() {
        let generated = valid.replacingOccurrences(of: "  onReset:", with: "  state:")
        XCTAssertTrue(SpecHarness.errors(generated).contains("error: 'state' is both a transition and a member vmgen generates of SessionViewModel; rename one [spec]"), SpecHarness.errors(generated))
        let action = valid + "\nactions:\n  onReset: {}\n"
        XCTAssertTrue(SpecHarness.errors(action).contains("error: 'onReset' is both a transition and an action of SessionViewModel; rename one [spec]"), SpecHarness.errors(action))
        let service = valid + "\nservices:\n  value:\n    type: SessionService\n    methods:\n      signIn: {}\n"
        XCTAssertTrue(SpecHarness.errors(service).contains("error: 'value' is both a service and the parameter of a transition to a state with a value of SessionViewModel; rename one [spec]"), SpecHarness.errors(service))
        XCTAssertFalse(SpecHarness.errors(service.replacingOccurrences(of: "  value:\n", with: "  session:\n")).contains("error"))
    }

    /// A machine neither loads nor shows features: their keys are errors at the key.
    func testTheKeysOfOtherScreensAreErrors() {
        let state = valid + "\nstate: \"[Post]\"\n"
        XCTAssertTrue(SpecHarness.errors(state).contains("error: 'state' is the value a loading screen loads; this screen's state is the machine of its 'states': give one of the two [spec]"), SpecHarness.errors(state))
        let features = valid + "\nfeatures:\n  tides: { type: TideFeature, default: HarborModel.shared.tides }\n"
        XCTAssertTrue(SpecHarness.errors(features).contains("error: 'features' belongs to a screen over features; a screen with 'states' has services only, for its transitions' work [spec]"), SpecHarness.errors(features))
        let reload = valid + "\nactions:\n  onTappedRefresh: { reloads: true }\n"
        XCTAssertTrue(SpecHarness.errors(reload).contains("error: 'onTappedRefresh' reloads, but the screen has no 'state:' to load; its state moves by its 'transitions' [spec]"), SpecHarness.errors(reload))
        let alone = valid.replacingOccurrences(of: "states:\n  signedOut: {}\n  signingIn:\n  signedIn: { associated: String }\n  failed: { associated: Int }\n", with: "")
        XCTAssertTrue(SpecHarness.errors(alone).contains("error: 'transitions' move the screen between its named states: it needs 'states' too [spec]"), SpecHarness.errors(alone))
        let noTransitions = valid.components(separatedBy: "transitions:")[0] + "view: true\n"
        XCTAssertTrue(SpecHarness.errors(noTransitions).contains("error: 'states' needs 'transitions'"), SpecHarness.errors(noTransitions))
    }
}
