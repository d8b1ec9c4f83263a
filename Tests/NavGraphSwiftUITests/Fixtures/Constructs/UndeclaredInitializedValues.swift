// Values made by the initializer of a type whose declaration is in no file read (`Habit()`,
// `Habit.init(name:)`, `Shelf<Int>()`, `Member(name:)`), held in an untyped local, then pushed or
// written to the state a root switches on: the value has that type.
import SwiftUI

final class Session: ObservableObject {
  @Published var currentMember: Member?

  func join(name: String) {
    let member = Member(name: name)
    self.currentMember = member
  }
}

@main
struct HabitsApp: App {
  @StateObject private var session = Session()

  var body: some Scene {
    WindowGroup {
      if session.currentMember == nil {
        JoinView().environmentObject(session)
      } else {
        HabitListView()
      }
    }
  }
}

struct JoinView: View {
  @EnvironmentObject var session: Session

  var body: some View {
    Button("Join") { session.join(name: "guest") }
  }
}

struct HabitListView: View {
  @State private var path: [Habit] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Button("Add") {
          let habit = Habit()
          path.append(habit)
        }
        Button("Template") {
          let template = Habit.init(name: "Walk")
          path = [template]
        }
        NavigationLink(value: Shelf<Int>()) { Text("Shelf") }
      }
      .navigationDestination(for: Habit.self) { habit in HabitEditor(habit: habit) }
      .navigationDestination(for: Shelf<Int>.self) { _ in ShelfView() }
    }
  }
}

struct HabitEditor: View {
  let habit: Habit

  var body: some View { Text("Edit") }
}

struct ShelfView: View {
  var body: some View { Text("Shelf") }
}
