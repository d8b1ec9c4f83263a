import Testing

@testable import NavGraphSwiftUI

/// Combine subjects as navigation events (`CodeReader+Subjects`): a view sends its view model's
/// subject and a coordinator's subscription navigates (held-out set 126 swiftui-mvvm-coordinator:
/// 0 of 3 links, silently).
@Suite struct SubjectEventTests {
  @Test func aSendRunsWhatTheSubscriptionsDo() {
    // `sink` calling a method that sets the sheet's item, `sink` appending the value sent (typed by
    // the subject's output), and `map { _ in nil }.assign(to: &$manifest)` subscribed on a local
    // model: a sheet, a push and the sheet's dismiss. The analytics subject nothing subscribes to
    // is neither a link nor a warning.
    let result = Fixtures.extract("Constructs/SubjectEvents.swift")
    #expect(result.navigation.screens.map(\.id) == ["QuayHome", "QuayManifest", "QuayBerth"])
    #expect(
      result.navigation.linkTexts == [
        "QuayHome: sheet QuayManifest 'Manifest'", "QuayHome: push QuayBerth (QuayStep) 'Berth'",
        "QuayManifest: dismiss 'Close'",
      ])
    // At the sends, in the views.
    #expect(
      result.navigation.screens.flatMap(\.links).map { "\($0.location.line):\($0.location.column)" } == [
        "77:7", "78:7", "88:5",
      ])
    #expect(result.diagnosticTexts == [])
  }

  @Test func aSubjectNothingSubscribesToIsNoNavigation() throws {
    // The home's buttons sending the analytics subject: the sends do nothing the reader can see,
    // so no link and no warning (a closure property no creator gives would warn).
    let result = try Fixtures.rewritten(
      "SubjectEvents.swift",
      [
        ("model.events.openManifest.send(())", "model.events.viewed.send(\"manifest\")"),
        ("model.events.openBerth.send(.berth)", "model.events.viewed.send(\"berth\")"),
      ])
    #expect(result.navigation.linkTexts == [])
    #expect(result.diagnosticTexts == [])
  }

  @Test func aMappedValueChangesWhatTheSinkIsGiven() throws {
    // `map` between the subject and the sink: the value sent is not the one appended, so the push
    // is of a value the reader cannot type; its stack registers only `QuayStep`, so the push is read
    // as one of it, and a note says so.
    let result = try Fixtures.rewritten(
      "SubjectEvents.swift", [(".receive(on: DispatchQueue.main)", ".map { $0 }")])
    #expect(result.navigation.linkTexts.contains("QuayHome: sheet QuayManifest 'Manifest'"))
    #expect(
      result.diagnosticTexts.contains {
        $0.contains(
          "unresolved-navigation: the type of the value pushed ('step') is not known; its stack registers only 'QuayStep', so the push is read as one of 'QuayStep'"
        )
      })
  }

  @Test func aSubjectHeldByASharedValueIsOneSubject() throws {
    // `Beacons.common.report` of a struct shared through `static let common`: the subject is an
    // object, so the send on the pier runs the harbour model's subscription, as it would through a
    // class (held-out set 339 swiftui-football: the sheet was lost, silently). The ping nothing
    // subscribes to is no link.
    let result = Fixtures.extract("Constructs/SubjectOnSharedValue.swift")
    let expected = ["HarbourView: push PierView 'Pier'", "PierView: sheet ReportForm 'Report'"]
    #expect(result.navigation.linkTexts == expected)
    #expect(result.diagnosticTexts == [])
    let asClass = try Fixtures.rewritten(
      "SubjectOnSharedValue.swift", [("struct Beacons", "final class Beacons")])
    #expect(asClass.navigation.linkTexts == expected)
  }
}
