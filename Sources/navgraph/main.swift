import Foundation
import NavGraphCLI

exit(NavGraphCommand.runAsProcess())
