import SwiftUI
import UIKit

// A sheet's content is a view kept in a stored property of the presenter, made by its initial
// value: a representable shown with a modifier (`camera.environmentObject(model)`) and a plain view
// (`notes`). Each is the sheet's screen.
final class AtelierModel: ObservableObject {
  @Published var sketches = 0
}

struct CameraPicker: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
}

struct SketchNotes: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct Atelier: View {
  @StateObject private var model = AtelierModel()
  @State private var shooting = false
  @State private var writing = false
  private var camera = CameraPicker()
  private let notes = SketchNotes()

  var body: some View {
    VStack {
      Button("Photo") { shooting = true }
      Button("Notes") { writing = true }
    }
    .sheet(isPresented: $shooting) { camera.environmentObject(model) }
    .sheet(isPresented: $writing) { self.notes }
  }
}

@main
struct AtelierApp: App {
  var body: some Scene {
    WindowGroup { Atelier() }
  }
}
