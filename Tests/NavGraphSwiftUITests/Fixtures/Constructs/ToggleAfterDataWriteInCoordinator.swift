import SwiftUI
import UIKit

// Two forms present the same picker, each binding its own flag and its own data; the picker's
// coordinator writes the data, then toggles the flag that presents it.
struct DuneSignUp: View {
  @State private var open = false
  @State private var avatar = Data()

  var body: some View {
    Button("Avatar") { open.toggle() }
      .sheet(isPresented: $open) { DunePicker(open: $open, data: $avatar) }
  }
}

struct DunePost: View {
  @State private var picking = false
  @State private var photo = Data()

  var body: some View {
    Button("Photo") { picking.toggle() }
      .sheet(isPresented: $picking) { DunePicker(open: $picking, data: $photo) }
  }
}

struct DunePicker: UIViewControllerRepresentable {
  @Binding var open: Bool
  @Binding var data: Data

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var parent: DunePicker
    init(parent: DunePicker) { self.parent = parent }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      parent.data = Data([1])
      parent.open.toggle()
    }
  }
}

@main
struct DuneApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        DuneSignUp().tabItem { Text("Sign up") }
        DunePost().tabItem { Text("Post") }
      }
    }
  }
}
