import SwiftUI

// Rows whose destinations are stored in data: HarborSettings lists `harborGeneral`, an array literal
// of `HarborOption`s each holding its destination as an `AnyView`, through HarborSection, whose
// ForEach makes a HarborRow per option; HarborProfile writes its array in place; HarborHelp's
// options come from a store the reader cannot see into.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { HarborSettings() }
    }
  }
}

struct HarborOption: Identifiable {
  let id = UUID()
  let title: String
  let destination: AnyView?
}

let harborGeneral: [HarborOption] = [
  .init(title: "Profile", destination: AnyView(HarborProfile())),
  .init(title: "Help", destination: AnyView(HarborHelp())),
  .init(title: "Version", destination: nil),
]

struct HarborSettings: View {
  var body: some View {
    VStack {
      Text("Settings")
      HarborSection(options: harborGeneral)
    }
  }
}

struct HarborSection: View {
  let options: [HarborOption]

  var body: some View {
    VStack {
      ForEach(options) { option in
        HarborRow(option: option)
      }
    }
  }
}

struct HarborRow: View {
  let option: HarborOption

  var body: some View {
    if let target = option.destination {
      NavigationLink(destination: target) {
        Text(option.title)
      }
    } else {
      Text(option.title)
    }
  }
}

struct HarborProfile: View {
  var body: some View {
    VStack {
      Text("Profile")
      HarborSection(options: [
        HarborOption(title: "Edit", destination: AnyView(HarborEdit()))
      ])
    }
  }
}

struct HarborEdit: View {
  var body: some View { Text("Edit") }
}

final class HarborStore: ObservableObject {
  @Published var options: [HarborOption] = []
}

struct HarborHelp: View {
  @StateObject private var store = HarborStore()

  var body: some View {
    VStack {
      Text("Help")
      HarborSection(options: store.options)
    }
  }
}
