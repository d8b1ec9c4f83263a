import SwiftUI

// A `NavigationLink` whose label is only `EmptyView()` shows nothing to tap: it pushes only when
// the state it is bound to is set. Here the form's flag is set only when the form is shown for
// boarding, so the harbor's copy of the form pushes nothing.
@main
struct MooringApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { HarborView() }
    }
  }
}

enum FormMode {
  case boarding
  case harbor
}

private struct FormModeKey: EnvironmentKey {
  static let defaultValue = FormMode.harbor
}

extension EnvironmentValues {
  var formMode: FormMode {
    get { self[FormModeKey.self] }
    set { self[FormModeKey.self] = newValue }
  }
}

struct HarborView: View {
  var body: some View {
    VStack {
      BerthForm()
        .environment(\.formMode, .harbor)
      NavigationLink("Board") { BoardingView() }
      NavigationLink(destination: EmptyView()) {
        EmptyView()
      }
    }
  }
}

struct BoardingView: View {
  var body: some View {
    BerthForm()
      .environment(\.formMode, .boarding)
  }
}

struct BerthForm: View {
  @Environment(\.formMode) var formMode
  @State private var proceed = false
  var body: some View {
    VStack {
      Button("Save") {
        switch formMode {
        case .boarding: proceed = true
        case .harbor: break
        }
      }
      NavigationLink(isActive: $proceed) {
        BerthView()
      } label: {
        EmptyView()
      }
    }
  }
}

struct BerthView: View {
  var body: some View { Text("Berth") }
}
