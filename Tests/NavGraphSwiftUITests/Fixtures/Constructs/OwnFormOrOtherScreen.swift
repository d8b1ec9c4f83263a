// A root branch's view whose body is only an `if` on its own state: one branch another view type,
// the other the view's own form, with controls that navigate.
// Expected: entry Enroll (Door's branch for no holder; Lounge the other); Enroll: sheet Terms
//           'Read terms', replace Welcome 'I have an account'; Welcome: sheet Recover 'Forgot?'.
import SwiftUI

final class Pass: ObservableObject {
  @Published var holder: String? = nil
}

@main
struct EnrollApp: App {
  @StateObject var pass = Pass()
  var body: some Scene { WindowGroup { Door().environmentObject(pass) } }
}

struct Door: View {
  @EnvironmentObject var pass: Pass
  var body: some View {
    if pass.holder == nil {
      Enroll()
    } else {
      Lounge()
    }
  }
}

struct Lounge: View {
  var body: some View { Text("Lounge") }
}

struct Enroll: View {
  @State private var returning = false
  @State private var reading = false
  var body: some View {
    if returning {
      Welcome()
    } else {
      VStack {
        Text("Create your account")
        Button("Read terms") { reading = true }
        Button("I have an account") { returning.toggle() }
      }
      .sheet(isPresented: $reading) { Terms() }
    }
  }
}

struct Welcome: View {
  @State private var forgot = false
  var body: some View {
    Button("Forgot?") { forgot = true }
      .sheet(isPresented: $forgot) { Recover() }
  }
}

struct Terms: View {
  var body: some View { Text("Terms") }
}

struct Recover: View {
  var body: some View { Text("Recover") }
}
