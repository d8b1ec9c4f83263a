import SwiftUI

// Not a tab bar: KilnSetup switches on its own `step` under Back and Next buttons, but Next
// decides the step it stores, as a wizard does; KilnSignIn's Email and Phone buttons switch its
// form inside its own stack (a segmented control); and KilnGate switches on its `stage`, written
// only by the stages themselves (a root switch: sign-in, then the setup).
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnGate() }
  }
}

enum KilnStage { case signIn, setup }

struct KilnGate: View {
  @State private var stage: KilnStage = .signIn

  var body: some View {
    switch stage {
    case .signIn: KilnSignIn(onDone: { stage = .setup })
    case .setup: KilnSetup()
    }
  }
}

enum KilnMode { case email, phone }

struct KilnSignIn: View {
  let onDone: () -> Void
  @State private var mode: KilnMode = .email

  var body: some View {
    NavigationStack {
      VStack {
        HStack {
          Button("Email") { mode = .email }
          Button("Phone") { mode = .phone }
        }
        switch mode {
        case .email: KilnEmailForm()
        case .phone: KilnPhoneForm()
        }
        Button("Sign in") { onDone() }
      }
      .navigationTitle("Sign in")
    }
  }
}

struct KilnEmailForm: View {
  var body: some View { Text("Email") }
}

struct KilnPhoneForm: View {
  var body: some View { Text("Phone") }
}

enum KilnStep { case name, photo, done }

struct KilnSetup: View {
  @State private var step: KilnStep = .name

  var body: some View {
    VStack {
      switch step {
      case .name: KilnName()
      case .photo: KilnPhoto()
      case .done: KilnDone()
      }
      HStack {
        Button("Back") { step = .name }
        Button("Next") {
          if step == .name { step = .photo } else { step = .done }
        }
      }
    }
  }
}

struct KilnName: View {
  var body: some View { Text("Name") }
}

struct KilnPhoto: View {
  var body: some View { Text("Photo") }
}

struct KilnDone: View {
  var body: some View { Text("Done") }
}
