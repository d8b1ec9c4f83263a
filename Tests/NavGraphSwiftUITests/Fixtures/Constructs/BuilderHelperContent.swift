import SwiftUI

// Links written in the content closure given to the screen's own helper functions: a generic
// `@ViewBuilder` one, one taking the closure as a plain parameter, and one called in a computed
// property. What the closures build is the screen's content, as when written in place.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { OrchardSettings() } }
  }
}

struct OrchardSettings: View {
  var body: some View {
    ScrollView {
      panel(title: "Reminders") {
        NavigationLink("Watering") { WateringView() }
        NavigationLink {
          HarvestView()
        } label: {
          Text("Harvest")
        }
      }
      plainPanel(title: "Storage", content: { NavigationLink("Cellar") { CellarView() } })
      aboutSection
    }
  }

  private var aboutSection: some View {
    panel(title: "About") { NavigationLink("Credits") { CreditsView() } }
  }

  @ViewBuilder
  private func panel<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(alignment: .leading) {
      Text(title)
      content()
    }
  }

  private func plainPanel<Content: View>(title: String, content: () -> Content) -> some View {
    GroupBox(title) { content() }
  }
}

struct WateringView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct HarvestView: View {
  var body: some View { Text("Harvest") }
}

struct CellarView: View {
  var body: some View { Text("Cellar") }
}

struct CreditsView: View {
  var body: some View { Text("Credits") }
}
