import SwiftUI

// `DialPicker` is a step of GuideView's wizard (content in place, its closure shows the next step
// or pushes the summary) and a screen of its own: KnobsView's sheet and TuningView's push each
// create it with their own closure. The screen it is gets only the closure of the creation that
// presents it, not the wizard's.
@main
struct DialApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { GuideView() }
    }
  }
}

struct GuideView: View {
  @State private var level = 3
  @State private var showRecap = false

  var body: some View {
    VStack {
      DialPicker(value: $level) {
        showRecap = true
      }
      NavigationLink("Knobs") { KnobsView() }
    }
    .navigationDestination(isPresented: $showRecap) { RecapView() }
  }
}

struct KnobsView: View {
  @State private var editing = false
  @State private var level = 1

  var body: some View {
    VStack {
      Button("Edit") { editing = true }
      NavigationLink("Tuning") { TuningView() }
    }
    .sheet(isPresented: $editing) {
      DialPicker(value: $level, onDone: { editing = false })
    }
  }
}

struct TuningView: View {
  @State private var level = 2

  var body: some View {
    NavigationLink(destination: DialPicker(value: $level, onDone: { level = 0 })) {
      Text("Dial")
    }
  }
}

struct DialPicker: View {
  @Binding var value: Int
  let onDone: () -> Void

  var body: some View {
    VStack {
      Stepper("Level", value: $value)
      Button("Done") { onDone() }
    }
  }
}

struct RecapView: View {
  var body: some View { Text("Recap") }
}
