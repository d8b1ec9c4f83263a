import SwiftUI

// A tab bar drawn by hand whose content is an `if` chain on the selection with no `else` (the
// bar's third value shows nothing), beside a strip shown on the first tab and the bar itself.

@main
struct GreenhouseApp: App {
  var body: some Scene {
    WindowGroup {
      GreenhouseHost()
    }
  }
}

struct GreenhouseHost: View {
  @State private var pane = 0

  var body: some View {
    NavigationView {
      VStack(spacing: 0) {
        ZStack {
          Group {
            if pane == 0 {
              SeedlingsView()
            } else if pane == 1 {
              HarvestView()
            }
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        if pane == 0 {
          WeatherStrip()
        }
        PaneBar(pane: $pane)
      }
    }
  }
}

struct PaneBar: View {
  @Binding var pane: Int

  var body: some View {
    HStack {
      Button("Seedlings") { pane = 0 }
      Button("Harvest") { pane = 1 }
      Button("Compost") { pane = 2 }
    }
  }
}

struct WeatherStrip: View {
  var body: some View {
    Text("Sunny")
  }
}

struct SeedlingsView: View {
  @State private var sowing = false

  var body: some View {
    List {
      NavigationLink("Basil") { BasilView() }
      Button("Sow") { sowing = true }
    }
    .sheet(isPresented: $sowing) { SowView() }
  }
}

struct HarvestView: View {
  var body: some View {
    Text("Harvest")
  }
}

struct BasilView: View {
  var body: some View {
    Text("Basil")
  }
}

struct SowView: View {
  var body: some View {
    Text("Sow")
  }
}
