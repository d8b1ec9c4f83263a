import SwiftUI

// A model object of a type the files read do not declare (`LensModel`, from a package), held by
// the screen as `@State` and handed to a component as an initializer argument: the component's
// write to the model's flag is the screen's flag, which shows the cover.
@main
struct LensApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { LensView() } }
  }
}

struct LensView: View {
  @State private var model = LensModel()

  var body: some View {
    VStack {
      Text("Lens")
      ShutterBar(model: model)
    }
    .fullScreenCover(isPresented: $model.captured) {
      FrameEditor()
    }
  }
}

struct ShutterBar: View {
  var model: LensModel
  @State private var picked: String?

  var body: some View {
    Text("Pick")
      .onChange(of: picked) {
        Task { model.captured.toggle() }
      }
  }
}

struct FrameEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
