// swift-format-ignore-file
import SwiftUI
import UIKit

// A `UIViewControllerRepresentable` shown as sheet content is a view type: a screen of its own, not
// content written in place, also when it is given a closure.

struct SketchPicker: UIViewControllerRepresentable {
    var onPick: (UIImage) -> Void

    func makeUIViewController(context: Context) -> UIImagePickerController {
        UIImagePickerController()
    }

    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
}

@main
struct SketchApp: App {
    var body: some Scene {
        WindowGroup { CanvasView() }
    }
}

struct CanvasView: View {
    @State private var picking = false
    @State private var sketch: UIImage?

    var body: some View {
        Button("Pick a sketch") { picking = true }
            .sheet(isPresented: $picking) {
                SketchPicker { image in
                    sketch = image
                }
            }
    }
}
