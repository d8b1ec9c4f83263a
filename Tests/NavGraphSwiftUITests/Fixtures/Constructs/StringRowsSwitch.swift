import SwiftUI

// Rows made from a list of strings, each pushing the view a `switch` on its string shows; the
// `default:` no row reaches shows the list itself.
@main
struct GlazeApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { GlazeSettings() } }
  }
}

struct GlazeSettings: View {
  let rows = ["Alerts", "Password"]

  var body: some View {
    List {
      ForEach(rows, id: \.self) { row in
        NavigationLink {
          switch row {
          case "Alerts": GlazeAlerts()
          case "Password": GlazePassword()
          default: GlazeSettings()
          }
        } label: {
          Text(row)
        }
      }
    }
  }
}

struct GlazeAlerts: View {
  var body: some View { Text("Alerts") }
}

struct GlazePassword: View {
  var body: some View { Text("Password") }
}
