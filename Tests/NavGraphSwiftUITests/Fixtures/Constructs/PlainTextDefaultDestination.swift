import SwiftUI

// A `@ViewBuilder` destination switch on a string with a plain-text `default:`: the shortcuts the
// strip links are a literal list of a type no file read declares (`Shortcut`), whose titles are
// all cases of the switch, so the fallback is never shown.
@main
struct ClinicApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        ClinicHome()
      }
    }
  }
}

struct ClinicHome: View {
  var body: some View {
    VStack {
      ShortcutStrip()
    }
  }
}

struct ShortcutStrip: View {
  let shortcuts: [Shortcut] = [
    Shortcut(title: "Refills", symbol: "pills"),
    Shortcut(title: "Visits", symbol: "calendar"),
  ]

  var body: some View {
    HStack {
      ForEach(shortcuts) { shortcut in
        NavigationLink(destination: screen(for: shortcut.title)) {
          Label(shortcut.title, systemImage: shortcut.symbol)
        }
      }
    }
  }

  @ViewBuilder
  private func screen(for title: String) -> some View {
    switch title {
    case "Refills":
      RefillsView()
    case "Visits":
      VisitsView()
    default:
      Text("Unknown shortcut")
    }
  }
}

struct RefillsView: View {
  var body: some View { Text("Refills") }
}

struct VisitsView: View {
  var body: some View { Text("Visits") }
}
