// A cover's row writes the presenter's binding and dismisses; the presenter's `.onChange` turns the
// value into the flag of a push on its own stack.
import SwiftUI

@main
struct LogbookApp: App {
  var body: some Scene {
    WindowGroup { CrewListView() }
  }
}

struct Sailor: Hashable, Identifiable {
  let id: Int
  let name: String
}

struct CrewListView: View {
  @State private var showPicker = false
  @State private var selectedSailor: Sailor?
  @State private var showLog = false

  var body: some View {
    NavigationStack {
      List {
        Text("Crew")
      }
      .onChange(of: selectedSailor) { oldValue, newValue in
        showLog = newValue != nil
      }
      .navigationDestination(isPresented: $showLog) {
        if let sailor = selectedSailor {
          SailorLogView(sailor: sailor)
        }
      }
      .fullScreenCover(isPresented: $showPicker) {
        SailorPickerView(selectedSailor: $selectedSailor)
      }
      .toolbar {
        Button("New entry") {
          showPicker = true
          selectedSailor = nil
        }
      }
    }
  }
}

struct SailorPickerView: View {
  @Binding var selectedSailor: Sailor?
  @Environment(\.dismiss) var dismiss
  @State private var sailors: [Sailor] = []

  var body: some View {
    NavigationStack {
      List {
        ForEach(sailors) { sailor in
          Text(sailor.name)
            .onTapGesture {
              selectedSailor = sailor
              dismiss()
            }
        }
      }
      .toolbar {
        Button("Cancel") { dismiss() }
      }
    }
  }
}

struct SailorLogView: View {
  let sailor: Sailor

  var body: some View { Text(sailor.name) }
}
