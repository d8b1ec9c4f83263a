// A sheet is given its presenter's push binding; a row sets it and dismisses the sheet, so the
// presenter pushes once the sheet has gone.
import SwiftUI

@main
struct MarinaApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { BerthListView() } }
  }
}

struct BerthListView: View {
  @State private var showPicker = false
  @State private var showBerth = false

  var body: some View {
    VStack {
      NavigationLink(destination: BerthView(), isActive: $showBerth) { EmptyView() }
      Button("Assign berth") {
        showPicker.toggle()
      }
      .sheet(isPresented: $showPicker) {
        BoatPickerView(showBerth: $showBerth)
      }
    }
  }
}

struct BoatPickerView: View {
  @Binding var showBerth: Bool
  @Environment(\.presentationMode) var mode

  var body: some View {
    List {
      ForEach(0..<8, id: \.self) { _ in
        Button("Boat") {
          showBerth.toggle()
          mode.wrappedValue.dismiss()
        }
      }
      Button("Close") { mode.wrappedValue.dismiss() }
    }
  }
}

struct BerthView: View {
  var body: some View { Text("Berth") }
}
