#ifndef NAVGRAPH_CFONTCONFIG_SHIM_H
#define NAVGRAPH_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
