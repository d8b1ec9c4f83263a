import SwiftUI

// A generic row that takes the view it opens from its creator, as a closure it stores and calls
// in its own `NavigationLink`. Each creation is a push of the view its closure builds; that view's
// own sheets and buttons are its, not the list's.
@main
struct JournalApp: App {
  var body: some Scene {
    WindowGroup { MenuView() }
  }
}

struct MenuRow<Destination: View>: View {
  let title: String
  let icon: String
  let destination: () -> Destination

  init(title: String, icon: String, @ViewBuilder destination: @escaping () -> Destination) {
    self.title = title
    self.icon = icon
    self.destination = destination
  }

  var body: some View {
    NavigationLink {
      destination()
    } label: {
      Label(title, systemImage: icon)
    }
  }
}

// The same with the built view stored.
struct StoredRow<Target: View>: View {
  let name: String
  let target: Target

  var body: some View {
    NavigationLink(destination: target) {
      Text(name)
    }
  }
}

// The same with a view of any type.
struct PlainRow: View {
  let text: String
  let screen: AnyView

  var body: some View {
    NavigationLink(text, destination: screen)
  }
}

struct MenuView: View {
  var body: some View {
    NavigationStack {
      List {
        MenuRow(title: "Habits", icon: "leaf") {
          HabitsView()
        }
        MenuRow(title: "Journal", icon: "book") { JournalView() }
        StoredRow(name: "Archive", target: ArchiveView())
        PlainRow(text: "About", screen: AnyView(AboutView()))
      }
    }
  }
}

struct HabitsView: View {
  @State private var adding = false

  var body: some View {
    Button("Add habit") { adding = true }
      .sheet(isPresented: $adding) { NewHabitView() }
  }
}

struct NewHabitView: View {
  var body: some View { Text("New habit") }
}

struct JournalView: View {
  var body: some View { Text("Journal") }
}

struct ArchiveView: View {
  var body: some View { Text("Archive") }
}

struct AboutView: View {
  var body: some View { Text("About") }
}
