// Code that only looks like navigation: a sheet's `onDismiss` that loads the picked photo, and a
// view model's API call named `dismissReminderItem`; a second sheet's `onDismiss` does navigate.
import SwiftUI

@main
struct DeckApp: App {
  var body: some Scene {
    WindowGroup { DeckLogView() }
  }
}

struct DeckLogView: View {
  @State private var showPicker = false
  @State private var showSummary = false
  @State private var showShare = false
  @State private var picked: String?
  @State private var photo: String?
  @StateObject private var viewModel = ReminderFeed.shared

  var body: some View {
    VStack {
      Button("Add photo") { showPicker = true }
      Button("Summary") { showSummary = true }
      ForEach(viewModel.reminders) { item in
        Button("Done") {
          Task { await viewModel.dismissReminderItem(item.id) }
        }
      }
    }
    .sheet(isPresented: $showPicker, onDismiss: loadPhoto) {
      PhotoPickerView(picked: $picked)
    }
    .sheet(isPresented: $showSummary, onDismiss: { showShare = true }) {
      SummaryView()
    }
    .sheet(isPresented: $showShare) {
      ShareView()
    }
  }

  func loadPhoto() {
    guard let picked else { return }
    photo = picked
  }
}

struct PhotoPickerView: View {
  @Binding var picked: String?

  var body: some View { Button("Pick") { picked = "hull" } }
}

struct SummaryView: View {
  var body: some View { Text("Summary") }
}

struct ShareView: View {
  var body: some View { Text("Share") }
}
