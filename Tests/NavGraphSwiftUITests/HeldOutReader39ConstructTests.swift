import Testing

@testable import NavGraphSwiftUI

/// Constructs found on earlier held-out sets with the current reader (issue 13, reader round 39),
/// one fixture each (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out earlier sets constructs, reader round 39")
struct HeldOutReader39ConstructTests {
  @Test func mapAnnotationItemsClosureParameterIsAnElement() {
    // `Map(coordinateRegion: $region, annotationItems: shown) { hideout in MapAnnotation(...) {
    // Button { chosen = hideout } } }` with `.navigationDestination(item: $chosen)`: the pin's
    // button pushes the detail. Before, the parameter was not read as an element, and the push
    // was lost with a warning that 'chosen' is set to a value the reader cannot tell (a travel
    // app's map of tips).
    let result = Fixtures.extract("Constructs/MapAnnotationItems.swift")
    #expect(result.navigation.screens.map(\.id) == ["HideoutMap", "HideoutDetail"])
    #expect(result.navigation.linkTexts == ["HideoutMap: push HideoutDetail"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func modalDismissHandlerMovesAreThePresentersLinks() {
    // `.fullScreenCover(isPresented: $cropping, onDismiss: { cropped.toggle() })` with the
    // presenter's `.navigationDestination(isPresented: $cropped)`: when the cover closes, the
    // presenter pushes. A handler that only keeps a value and clears its own flag (`onDismiss:
    // keepName`, `naming = false`) is no link. Before,
    // the push was lost, warned that the description cannot say it (an insect identifier's
    // cropper).
    let result = Fixtures.extract("Constructs/CoverDismissHandlerPush.swift")
    #expect(
      result.navigation.screens.map(\.id) == ["LeafPress", "LeafCropper", "LeafNamer", "LeafResult"])
    #expect(
      result.navigation.linkTexts == [
        "LeafPress: fullScreenCover LeafCropper 'Crop'", "LeafPress: fullScreenCover LeafNamer 'Name'",
        "LeafPress: push LeafResult", "LeafCropper: dismissAction 'Use'", "LeafNamer: dismissAction 'Save'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }

  @Test func undeclaredModelGivenAsAnArgumentIsTheCreatorsObject() {
    // `@State private var model = LensModel()` (a type the files read do not declare) with
    // `.fullScreenCover(isPresented: $model.captured)`, and `ShutterBar(model: model)` whose `var
    // model: LensModel` toggles `model.captured`: the component's write shows the screen's cover,
    // as with `.environment(model)`. Before, the cover was lost, silently (an insect identifier's
    // picker, rewritten to pass the model as a parameter).
    let result = Fixtures.extract("Constructs/UndeclaredModelParameter.swift")
    #expect(result.navigation.screens.map(\.id) == ["LensView", "FrameEditor"])
    #expect(
      result.navigation.linkTexts == [
        "LensView: fullScreenCover FrameEditor", "FrameEditor: dismissAction 'Done'",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnosticTexts)")
  }
}
