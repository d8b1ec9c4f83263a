import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the ninth and tenth sets of held-out apps (views built by initializers,
/// methods and static functions, routers named through aliases), one fixture each
/// (`Fixtures/Constructs`), with what the reader must find.
@Suite("Held-out builder constructs")
struct HeldOutBuilderConstructTests {
  @Test func viewBuiltByAnInitializerFromItsClosure() {
    // `init(@ViewBuilder content: () -> Content) { self.content = content() }`: the trailing closure
    // goes to the initializer's parameter, stored as the view it builds (under its own name or
    // another). Before, the closure matched no property and both pushes were lost, silently.
    let result = Fixtures.extract("Constructs/BuiltContentInInit.swift")
    #expect(
      result.navigation.linkTexts == [
        "PantryView: push ShelvesView 'Shelves'", "PantryView: push SpicesView 'All spices'",
      ])
    #expect(result.diagnostics.isEmpty)
  }
}
