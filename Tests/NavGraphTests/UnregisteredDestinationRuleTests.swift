import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct UnregisteredDestinationRuleTests {
  /// A tab whose root pushes Feed; Feed pushes Post by value (`Route`).
  static func feed(registeredOn: [String]) -> App {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.push, "Feed", "Open feed")])
    b.screen("Feed", [(.push, "Post", "Open post")])
    b.screen("Post")
    let destinations = Dictionary(uniqueKeysWithValues: registeredOn.map { ($0, ["Route"]) })
    return TypedDestinations.apply(b.build(), destinations: destinations, values: ["Open post": "Route"])
  }

  /// Registered by the stack's root (below the link) or by the link's own screen: the push acts,
  /// and Post is reachable.
  @Test func valuePushActsWhenTheStackRegistersItsType() {
    for screen in ["Home", "Feed"] {
      let analysis = NavigationAnalysis(UnregisteredDestinationRuleTests.feed(registeredOn: [screen]))
      #expect(CheckHarness.codes(analysis.app) == [], "registered on \(screen)")
      #expect(analysis.reachable == [true, true, true])
    }
  }

  /// Registered only by Post, which is never below the link: the push never acts; reported as
  /// `unregistered-destination` naming the stack's root, not as `inert-link`; Post unreachable.
  @Test func valuePushNeverActsWhenOnlyScreensAboveRegister() {
    let app = UnregisteredDestinationRuleTests.feed(registeredOn: ["Post"])
    let result = NavigationAnalysis(app).check()
    #expect(
      result.findings.map { "\($0.code.rawValue) \($0.screen ?? "-")" } == [
        "unregistered-destination Feed", "unreachable Post",
      ])
    #expect(
      result.findings.first { $0.code == .unregisteredDestination }?.message
        == "push link to 'Post' 'Open post' on 'Feed' never acts: no screen of its stack registers a "
        + "navigationDestination for 'Route'; register it on 'Home' (\"destinations\": [\"Route\"])")
    #expect(result.inertLinks.isEmpty)
  }

  /// Read from SwiftUI code, the fix names the modifier to write, not the description's key.
  @Test func theFixIsWordedForSwiftUICode() {
    var app = UnregisteredDestinationRuleTests.feed(registeredOn: ["Post"])
    app.sources.format = .swiftUI
    #expect(
      NavigationAnalysis(app).check().findings.first { $0.code == .unregisteredDestination }?.message
        == "push link to 'Post' 'Open post' on 'Feed' never acts: no screen of its stack registers a "
        + "navigationDestination for 'Route'; register it on 'Home' (.navigationDestination(for: Route.self))"
    )
  }

  /// A modal's stack does not see its presenter's registrations: the same link acts on the tab and
  /// fails in the sheet, with a route to the sheet.
  @Test func modalStacksDoNotInheritRegistrations() {
    var b = TestApp()
    b.tabs = [("home", "Home", true)]
    b.screen("Home", [(.push, "Feed", "Open feed"), (.sheet, "Sheet", "Compose")])
    b.screen("Sheet", [(.push, "Feed", "Open feed")], stack: true)
    b.screen("Feed", [(.push, "Post", "Open post"), (.pop, nil, nil)])
    b.screen("Post")
    let app = TypedDestinations.apply(
      b.build(), destinations: ["Home": ["Route"]], values: ["Open post": "Route"])
    let finding = NavigationAnalysis(app).check().findings.first { $0.code == .unregisteredDestination }
    #expect(
      finding?.message
        == "push link to 'Post' 'Open post' on 'Feed' does not act in some states: no screen of the stack "
        + "registers a navigationDestination for 'Route' there")
    #expect(finding?.route == ["sheet 'Sheet'", "push 'Feed'"])
  }

  /// A value push from a screen never in a NavigationStack is an inert link (the stack is missing,
  /// not the registration).
  @Test func withoutAStackItIsAnInertLink() {
    var b = TestApp()
    b.tabs = [("home", "Home", false)]
    b.screen("Home", [(.push, "Post", "Open post")])
    b.screen("Post")
    let app = TypedDestinations.apply(
      b.build(), destinations: ["Home": ["Route"]], values: ["Open post": "Route"])
    #expect(CheckHarness.codes(app) == ["inert-link Home", "unreachable Post"])
  }

  /// Routes print a value push with its type.
  @Test func routesNameTheValueType() {
    let analysis = NavigationAnalysis(UnregisteredDestinationRuleTests.feed(registeredOn: ["Home"]))
    let route = analysis.routes[2]!
    #expect(
      route.moves.map { analysis.app.describe($0).summary } == ["push 'Feed'", "push 'Post' (value Route)"])
  }
}
