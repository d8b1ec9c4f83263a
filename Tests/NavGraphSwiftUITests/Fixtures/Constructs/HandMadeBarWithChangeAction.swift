import SwiftUI

// A tab bar drawn by hand inside the host's stack, its bar laid over the roots with `.overlay`, and a
// "+" action tab: the roots' switch shows nothing for `.plus`, and `.onChange(of: currentTab)` runs the
// action (a cover) and selects the tab that was shown again.

@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { AtlasHome() }
  }
}

enum AtlasTab { case maps, plus, saved }

struct AtlasHome: View {
  @State var previousTab: AtlasTab = .maps
  @State var currentTab: AtlasTab = .maps
  @State var isAddingPlace = false

  var body: some View {
    NavigationView {
      ZStack {
        switch currentTab {
        case .maps: MapsView()
        case .plus: Text("")
        case .saved: SavedView()
        }
      }
      .overlay(AtlasBar(currentTab: $currentTab), alignment: .bottom)
      .onChange(
        of: currentTab,
        perform: { newValue in
          if newValue == .plus {
            isAddingPlace = true
            currentTab = previousTab
          } else {
            previousTab = newValue
          }
        }
      )
      .fullScreenCover(isPresented: $isAddingPlace) { AddPlaceView() }
    }
  }
}

struct AtlasBar: View {
  @Binding var currentTab: AtlasTab
  var body: some View {
    HStack {
      Button {
        currentTab = .maps
      } label: {
        Image(systemName: "map")
      }
      Button {
        currentTab = .plus
      } label: {
        Image(systemName: "plus")
      }
      Button {
        currentTab = .saved
      } label: {
        Image(systemName: "bookmark")
      }
    }
  }
}

struct MapsView: View {
  var body: some View { NavigationLink("Place") { PlaceView() } }
}

struct SavedView: View {
  var body: some View { Text("Saved") }
}

struct PlaceView: View {
  var body: some View { Text("Place") }
}

struct AddPlaceView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
