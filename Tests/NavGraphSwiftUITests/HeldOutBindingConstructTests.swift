import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-seventh and twenty-eighth sets of held-out apps (bindings made by
/// `Bindable(x)` and `.constant(flag)`, closures typed by a type alias, a path no stack binds, a
/// method that only starts like navigation), one fixture each (`Fixtures/Constructs`), with what
/// the reader must find.
@Suite("Held-out binding constructs")
struct HeldOutBindingConstructTests {
  @Test func bindableCallGivesBindings() throws {
    // `.sheet(isPresented: Bindable(coordinator).isPermitShown)` is `$coordinator.isPermitShown`
    // with `@Bindable var coordinator`. Before, "'.sheet' is shown by
    // 'Bindable(coordinator).isPermitShown', which the reader cannot follow", and no sheet.
    let links = [
      "DockView: sheet PermitView 'Permit'", "DockView: push PierView (HarbourStop) 'Pier'",
      "PermitView: dismiss 'Done'",
    ]
    let result = Fixtures.extract("Constructs/BindableCallPresentation.swift")
    #expect(result.navigation.screens.map(\.id) == ["DockView", "PierView", "PermitView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same as a full-screen cover, and as a push by `.navigationDestination(isPresented:)`.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/BindableCallPresentation.swift"), encoding: .utf8)
    let cover = source.replacingOccurrences(of: ".sheet(isPresented:", with: ".fullScreenCover(isPresented:")
    #expect(cover != source)
    #expect(
      Fixtures.extract(code: cover).navigation.linkTexts == [
        "DockView: fullScreenCover PermitView 'Permit'", links[1], links[2],
      ])
    let push = source.replacingOccurrences(
      of: ".sheet(isPresented:", with: ".navigationDestination(isPresented:")
    #expect(push != source)
    #expect(
      Fixtures.extract(code: push).navigation.linkTexts == [
        "DockView: push PermitView 'Permit'", links[1], "PermitView: pop 'Done'",
      ])
  }
}
