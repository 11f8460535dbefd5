#include "labttstruthlog.h"

namespace ttft {

template class LabRecordLog<LabTtsTruth>;

} // namespace ttft
