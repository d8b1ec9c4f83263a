import Testing

@testable import NavGraphSwiftUI

/// Constructs found on the twenty-third, twenty-fourth and twenty-sixth sets of held-out apps
/// (values made by a type's initializer, rows of a filtered collection, two stacks registering one
/// value type, a root switch left showing no branch), one fixture each (`Fixtures/Constructs`), with
/// what the reader must find.
@Suite("Held-out value constructs")
struct HeldOutValueConstructTests {
  @Test func valueMadeByAnUndeclaredTypesInitializerHasThatType() throws {
    // `let habit = Habit(); path.append(habit)`, `Habit.init(name:)`, `Shelf<Int>()`, and `let
    // member = Member(name:); self.currentMember = member` on a root switch, none of the types
    // declared in the files read: the value has that type. Before, "a value is pushed ('Habit()')
    // whose type the reader cannot tell" (×3) and "'Session.currentMember' is set to a value the
    // reader cannot tell".
    let result = Fixtures.extract("Constructs/UndeclaredInitializedValues.swift")
    let links = [
      "JoinView: replace HabitListView 'Join'", "HabitListView: push HabitEditor (Habit) 'Add'",
      "HabitListView: popToRoot 'Template' then [push HabitEditor (Habit)]",
      "HabitListView: push ShelfView (Shelf) 'Shelf'",
    ]
    #expect(result.navigation.screens.map(\.id) == ["JoinView", "HabitListView", "HabitEditor", "ShelfView"])
    #expect(result.navigation.linkTexts == links)
    #expect(result.diagnosticTexts == [])

    // The same with `Habit` declared as a class (an object when made): its type too.
    let source = try String(
      contentsOfFile: Fixtures.path("Constructs/UndeclaredInitializedValues.swift"), encoding: .utf8)
    let declared = Fixtures.extract(
      code: source + "\nfinal class Habit: Hashable {\n  init(name: String = \"\") {}\n}\n")
    #expect(declared.navigation.linkTexts == links)
  }

  @Test func rowsOfAFilteredCollectionHaveItsElementType() {
    // `ForEach(viewModel.members.filter { ... }) { member in NavigationLink(value: member) }`, and
    // `Array(... .sorted { ... }.prefix(3))`, `.reversed().dropFirst()`, over a view model's
    // `[Member]`: each row is a `Member`. Before, "a value is pushed ('member') whose type the
    // reader cannot tell" (×3).
    let result = Fixtures.extract("Constructs/FilteredCollectionRows.swift")
    #expect(result.navigation.screens.map(\.id) == ["DirectoryView", "MemberView"])
    #expect(
      result.navigation.linkTexts == [
        "DirectoryView: push MemberView (Member) 'Active'", "DirectoryView: push MemberView (Member) 'First'",
        "DirectoryView: push MemberView (Member) 'Latest'",
      ])
    #expect(result.diagnosticTexts == [])
  }
}
