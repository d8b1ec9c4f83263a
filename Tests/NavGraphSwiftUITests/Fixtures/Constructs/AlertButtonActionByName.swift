// The old alert API: `Alert(..., dismissButton: .default(Text("Next"), action: next))`, its button's
// action given by name: the button is a control of the view, labelled by its Text.
import SwiftUI

@main struct QuizApp: App { var body: some Scene { WindowGroup { QuizView() } } }
struct QuizView: View {
  @State private var showAnswer = false
  @State private var showDone = false
  var body: some View {
    Button("Answer") { showAnswer = true }
      .alert(isPresented: $showAnswer) {
        Alert(
          title: Text("Right"), message: Text("Well done"),
          dismissButton: .default(Text("Next"), action: next))
      }
      .sheet(isPresented: $showDone) { QuizDone() }
  }
  func next() { showDone = true }
}
struct QuizDone: View { var body: some View { Text("Done") } }
