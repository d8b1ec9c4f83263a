import SwiftUI

// A tab bar drawn by hand inside its host's own `NavigationView`, made of the host's own controls
// below the switch: a `ForEach` over every case whose chips select their case on a tap and get an
// "is selected" binding whose setter selects it too.
@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GardenHome() }
  }
}

enum GardenPane: CaseIterable {
  case beds
  case tools
  case notes
}

struct GardenHome: View {
  @State private var pane: GardenPane = .beds

  var body: some View {
    NavigationView {
      VStack(spacing: 0) {
        switch pane {
        case .beds: GardenBeds()
        case .tools: GardenTools()
        case .notes: GardenNotes()
        }
        Divider()
        HStack {
          ForEach(GardenPane.allCases, id: \.self) { choice in
            PaneChip(isOn: isSelected(choice))
              .onTapGesture { pane = choice }
          }
        }
      }
    }
  }

  private func isSelected(_ choice: GardenPane) -> Binding<Bool> {
    Binding<Bool>(
      get: { self.pane == choice },
      set: { selected in
        if selected { self.pane = choice }
      }
    )
  }
}

struct PaneChip: View {
  @Binding var isOn: Bool
  var body: some View { Circle().opacity(isOn ? 1 : 0.3) }
}

struct GardenBeds: View {
  var body: some View { NavigationLink("Bed") { GardenBed() } }
}

struct GardenTools: View {
  var body: some View { Text("Tools") }
}

struct GardenNotes: View {
  var body: some View { Text("Notes") }
}

struct GardenBed: View {
  var body: some View { Text("Bed") }
}
