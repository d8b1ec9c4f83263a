import SwiftUI

// The app's tab bar as a pager whose bar is drawn by a `ForEach` over the cases, each button made
// by a method of the host and storing the case it is made for: no case is written literally, the
// item selects itself.

@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardShell() }
  }
}

struct OrchardShell: View {
  enum Section: String, CaseIterable {
    case trees = "Trees"
    case harvest = "Harvest"
  }

  @State private var section: Section = .trees

  var body: some View {
    VStack {
      TabView(selection: $section) {
        TreeList().tag(Section.trees)
        HarvestLog().tag(Section.harvest)
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      HStack {
        ForEach(Section.allCases, id: \.self) { item in
          sectionButton(for: item)
        }
      }
    }
  }

  private func sectionButton(for item: Section) -> some View {
    Button(item.rawValue) { section = item }
  }
}

struct TreeList: View {
  @State private var planting = false

  var body: some View {
    Button("Plant") { planting = true }
      .sheet(isPresented: $planting) { PlantTree() }
  }
}

struct HarvestLog: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Yields") { YieldChart() }
    }
  }
}

struct PlantTree: View {
  var body: some View { Text("Plant") }
}

struct YieldChart: View {
  var body: some View { Text("Yields") }
}
